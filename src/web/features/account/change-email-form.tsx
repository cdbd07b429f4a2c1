import { useState } from "react";
import { AuthForm } from "../../components/auth-form/auth-form";
import { EmailField, PasswordField } from "../../components/auth-form/credential-fields";
import { parseIdentifier } from "../../components/auth-form/identifier";
import { serverMessage, useAuthAction } from "../../components/auth-form/use-auth-action";
import { authClient } from "../../lib/auth-client";

type ChangeEmailInput = Parameters<typeof authClient.changeEmail>[0];

const labels = { heading: "Change email", button: "Change email", loading: "Sending confirmation ..." };

export function ChangeEmailForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Asked for only when the server wants it: the sign-in is older than 15 minutes.
  const [needsPassword, setNeedsPassword] = useState(false);
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const parsed = parseIdentifier(email);
      if (parsed.kind !== "email") return { error: "Enter a valid email address." };
      const { error } = await authClient.changeEmail({
        newEmail: parsed.email,
        callbackURL: "/app/settings",
        // Not in Better Auth's types: our server reads it (src/server/auth/email-change.ts).
        ...(needsPassword ? { password } : {}),
      } as ChangeEmailInput);
      if (error) {
        if (error.status === 403) setNeedsPassword(true);
        return { error: serverMessage(error) };
      }
      setPassword("");
      setNeedsPassword(false);
      return {
        message: `Check your current email address for a link to approve the change. After that, we send a confirmation link to ${parsed.email}.`,
      };
    });
  return (
    <AuthForm headingLevel={2} labels={labels} action={action} onSubmit={submit}>
      <EmailField label="New email address" name="newEmail" value={email} onValueChange={setEmail} />
      {needsPassword ? (
        <PasswordField
          label="Your current password"
          name="currentPassword"
          value={password}
          onValueChange={setPassword}
        />
      ) : null}
    </AuthForm>
  );
}
