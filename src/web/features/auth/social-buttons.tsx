import { Button } from "../../components/ui/button";
import { AUTH_FINISH_PATH, authClient } from "../../lib/auth-client";
import { usePublicConfig } from "../../lib/public-config";

const providerNames: Record<string, string> = { google: "Google", github: "GitHub", linkedin: "LinkedIn" };

// Shown only for providers whose keys the server has. An anonymous visitor links the
// identity to their current user (keeping their work) instead of starting a new account.
export function SocialButtons({ onError }: { onError: (message: string) => void }) {
  // None while the config loads or when the server cannot be reached.
  const providers = usePublicConfig()?.socialProviders ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    const session = await authClient.getSession();
    const callbacks = { callbackURL: AUTH_FINISH_PATH, errorCallbackURL: AUTH_FINISH_PATH };
    const { error } = session.data?.user.isAnonymous
      ? await authClient.linkSocial({ provider, ...callbacks })
      : await authClient.signIn.social({ provider, ...callbacks });
    if (error) onError(error.message ?? "Could not reach the sign-in provider.");
  };

  return (
    <div className="flex flex-col gap-2">
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" onClick={() => void start(provider)}>
          Continue with {providerNames[provider] ?? provider}
        </Button>
      ))}
      <p className="text-center text-sm text-grey-500">or</p>
    </div>
  );
}
