import { useState } from "react";
import { TextField } from "../../components/ui/text-field";
import { authClient } from "../../lib/auth-client";
import { AuthForm } from "../auth/auth-form";
import { parseIdentifier } from "../auth/identifier";
import { serverMessage, useAuthAction } from "../auth/use-auth-action";

export function ChangeEmailForm() {
  const [email, setEmail] = useState("");
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const parsed = parseIdentifier(email);
      if (parsed.kind !== "email") return { error: "Enter a valid email address." };
      const { error } = await authClient.changeEmail({
        newEmail: parsed.email,
        callbackURL: "/app/settings",
      });
      if (error) return { error: serverMessage(error) };
      return { message: `Check ${parsed.email} for a link to confirm the change.` };
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
    </AuthForm>
  );
}
