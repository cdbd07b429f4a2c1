import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ChangeEmailForm } from "../../features/account/change-email-form";
import { ChangePasswordForm } from "../../features/account/change-password-form";
import { TwoFactorForm } from "../../features/account/two-factor-form";
import { type SignOutScope, signOut } from "../../lib/auth-client";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Account · Resume Builder" }];

const scopes: { scope: SignOutScope; label: string }[] = [
  { scope: "local", label: "Sign out on this device" },
  { scope: "others", label: "Sign out on other devices" },
  { scope: "global", label: "Sign out everywhere" },
];

export default function Settings() {
  const user = useAppUser();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string>();
  const card = "rounded-xl border border-grey-200 p-6";
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">Account</h1>
      <p className="text-grey-700">
        Signed in as <strong>{user.isAnonymous ? "a guest" : user.email}</strong>
      </p>
      {user.isAnonymous ? null : (
        <>
          <div className={card}>
            <ChangeEmailForm />
          </div>
          <div className={card}>
            <ChangePasswordForm />
          </div>
          <div className={card}>
            <TwoFactorForm enabled={Boolean(user.twoFactorEnabled)} />
          </div>
        </>
      )}
      <section className={`${card} flex flex-col gap-3`} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-xl font-semibold">
          Sessions
        </h2>
        {scopes.map(({ scope, label }) => (
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
    </div>
  );
}
