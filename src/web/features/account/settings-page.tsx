import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { type SignOutScope, signOut } from "../../lib/auth-client";
import { signUpPath } from "../../lib/paths";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { SetPasswordForm } from "./set-password-form";
import { TwoFactorForm } from "./two-factor-form";

// The Account page (/app/settings). The API keys and "Your data" cards are features of their
// own, which this one may not import: the route hands them in, and the page draws them as cards.

/** Who is signed in, as the Account page shows and changes it (the /app guard's user). */
export interface AccountUser {
  email: string;
  isAnonymous?: boolean | null;
  twoFactorEnabled?: boolean | null;
}

const scopes: { scope: SignOutScope; label: string }[] = [
  { scope: "local", label: "Sign out on this device" },
  { scope: "others", label: "Sign out on other devices" },
  { scope: "global", label: "Sign out everywhere" },
];

export function SettingsPage({
  user,
  hasPassword,
  apiKeys,
  yourData,
}: {
  user: AccountUser;
  /** Whether the account signs in with a password (the route's loader asks Better Auth). */
  hasPassword: boolean;
  /** The API keys card, drawn in the page's card style; a guest has none. */
  apiKeys: (className: string) => ReactNode;
  /** The "Your data" card, drawn in the page's card style. */
  yourData: (className: string) => ReactNode;
}) {
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
      {user.isAnonymous ? null : apiKeys(card)}
      {yourData(card)}
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
