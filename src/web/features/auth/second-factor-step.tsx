import { useState } from "react";
import { AuthForm } from "../../components/auth-form/auth-form";
import { OneTimeCodeField } from "../../components/auth-form/credential-fields";
import { serverMessage, useAuthAction } from "../../components/auth-form/use-auth-action";
import { authClient } from "../../lib/auth-client";
import { copy } from "./auth-copy";

/** A first sign-in step's answer when two-factor is on: that step alone did not sign in. */
export function asksForSecondFactor(data: object | null | undefined): boolean {
  return Boolean(data && "twoFactorRedirect" in data && data.twoFactorRedirect);
}

export function SecondFactorStep({ onSignedIn }: { onSignedIn: () => void }) {
  const [code, setCode] = useState("");
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const value = code.trim();
      if (!value) return { error: "Enter the code from your authenticator app or a backup code." };
      // Authenticator codes are 6 digits; anything else is tried as a backup code.
      const { error } = /^\d{6}$/.test(value)
        ? await authClient.twoFactor.verifyTotp({ code: value, trustDevice: false })
        : await authClient.twoFactor.verifyBackupCode({ code: value });
      if (error) return { error: serverMessage(error) };
      onSignedIn();
    });
  return (
    <AuthForm labels={copy.twoFactor} action={action} onSubmit={submit}>
      <OneTimeCodeField label={copy.twoFactor.label} name="code" value={code} onValueChange={setCode} />
    </AuthForm>
  );
}
