import { useState } from "react";
import { TextField } from "../../components/ui/text-field";
import { authClient } from "../../lib/auth-client";
import { AuthForm } from "../auth/auth-form";
import { parseIdentifier } from "../auth/identifier";
import { serverMessage, useAuthAction } from "../auth/use-auth-action";

type ChangeEmailInput = Parameters<typeof authClient.changeEmail>[0];

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
    <AuthForm
      headingLevel={2}
      heading="Change email"
      buttonLabel="Change email"
      loadingLabel="Sending confirmation ..."
      {...action}
      onSubmit={submit}
    >
      <TextField
        label="New email address"
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {needsPassword ? (
        <TextField
          label="Your current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : null}
    </AuthForm>
  );
}
