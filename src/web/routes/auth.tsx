import { useNavigate, useSearchParams } from "react-router";
import { copy, DEFAULT_AUTH_VIEW, isAuthView } from "../features/auth/auth-copy";
import { SignInWidget } from "../features/auth/sign-in-widget";
import { useResetToken } from "../features/auth/use-reset-token";
import { AUTH_FINISH_PATH } from "../lib/auth-client";

export const meta = () => [
  { title: "Sign in · Resume Builder" },
  { name: "description", content: "Sign in or create an account to save and access your CV." },
];

export default function AuthPage() {
  const [params] = useSearchParams();
  const resetToken = useResetToken();
  const navigate = useNavigate();
  const view = params.get("view");
  const next = params.get("next");
  const finish = next ? `${AUTH_FINISH_PATH}?next=${encodeURIComponent(next)}` : AUTH_FINISH_PATH;
  return (
    <main className="flex min-h-[80vh] items-center justify-center bg-grey-50 p-4">
      <SignInWidget
        initialView={isAuthView(view) ? view : DEFAULT_AUTH_VIEW}
        resetToken={resetToken}
        notice={params.get("reason") === "signin" ? copy.signInRequired : undefined}
        finishPath={finish}
        onSignedIn={() => navigate(finish)}
      />
    </main>
  );
}
