import { useState } from "react";
import { useLoaderData, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ChangeEmailForm } from "../../features/account/change-email-form";
import { ChangePasswordForm } from "../../features/account/change-password-form";
import { SetPasswordForm } from "../../features/account/set-password-form";
import { TwoFactorForm } from "../../features/account/two-factor-form";
import { ApiKeysSection } from "../../features/api-keys/api-keys-section";
import { YourDataSection } from "../../features/your-data/your-data-section";
import { authClient, type SignOutScope, signOut } from "../../lib/auth-client";
import { signUpPath } from "../../lib/paths";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Account · Resume Builder" }];

// Which sign-in methods the account has decides what it can change: no password, nothing to change.
export async function clientLoader() {
  const { data } = await authClient.listAccounts();
  return { hasPassword: Boolean(data?.some((account) => account.providerId === "credential")) };
}

const scopes: { scope: SignOutScope; label: string }[] = [
  { scope: "local", label: "Sign out on this device" },
  { scope: "others", label: "Sign out on other devices" },
  { scope: "global", label: "Sign out everywhere" },
];

export default function Settings() {
  const user = useAppUser();
  const { hasPassword } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string>();
  const card = "rounded-xl border border-grey-200 p-6";
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">Account</h1>
      <p className="text-grey-700">
        Signed in as <strong>{user.isAnonymous ? "a guest" : user.email}</strong>
      </p>
      {user.isAnonymous ? (
        <GuestAccountCard className={card} />
      ) : (
        <>
          <div className={card}>
            <ChangeEmailForm />
          </div>
          <div className={card}>
            {hasPassword ? <ChangePasswordForm /> : <SetPasswordForm email={user.email} />}
          </div>
          <div className={card}>
            {hasPassword ? (
              <TwoFactorForm enabled={Boolean(user.twoFactorEnabled)} />
            ) : (
              <section aria-labelledby="two-factor-heading">
                <h2 id="two-factor-heading" className="text-2xl font-semibold text-grey-900">
                  Two-factor sign-in
                </h2>
                <p className="mt-2 text-grey-700">
                  Authenticator codes protect sign-in with a password. Set a password first to turn them on.
                </p>
              </section>
            )}
          </div>
        </>
      )}
      <section className={`${card} flex flex-col gap-3`} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-xl font-semibold">
          Sessions
        </h2>
        {user.isAnonymous ? (
          <p className="text-grey-700">
            A guest session lives in this browser only: signing out of it leaves its work behind. Create an
            account first to keep it.
          </p>
        ) : null}
        {/* A guest has one session, in this browser: "other devices" and "everywhere" mean nothing. */}
        {(user.isAnonymous ? scopes.slice(0, 1) : scopes).map(({ scope, label }) => (
          <Button
            key={scope}
            variant="secondary"
            onClick={async () => {
              await signOut(scope);
              if (scope === "others") setMessage("Your other devices are signed out.");
              else navigate("/auth");
            }}
          >
            {label}
          </Button>
        ))}
        {message ? <p role="status">{message}</p> : null}
      </section>
      {/* A guest's work lives in this browser only: it has no API keys (the server refuses them). */}
      {user.isAnonymous ? null : <ApiKeysSection className={card} />}
      <YourDataSection className={card} />
    </div>
  );
}

// What a guest's Account page offers instead of email, password and two-factor forms.
function GuestAccountCard({ className }: { className: string }) {
  const link = "font-medium text-primary-700 underline underline-offset-2";
  const next = "/app/settings";
  return (
    <section aria-labelledby="guest-account-heading" className={`${className} flex flex-col gap-3`}>
      <h2 id="guest-account-heading" className="text-xl font-semibold">
        Keep your work in an account
      </h2>
      <p className="text-grey-700">
        You are working as a guest. Create an account and everything you made so far comes with you.
      </p>
      <ul className="flex flex-col gap-2">
        <li>
          <a className={link} href={signUpPath("magic_link", next)}>
            Sign up with a magic link
          </a>
        </li>
        <li>
          <a className={link} href={signUpPath("password", next)}>
            Sign up with a password
          </a>
        </li>
      </ul>
    </section>
  );
}
