import { useState } from "react";
import { passwordWeaknesses } from "../../../shared/password-policy";
import { TextField } from "../../components/ui/text-field";
import { AUTH_FINISH_PATH, authClient } from "../../lib/auth-client";
import { copy } from "./auth-copy";
import { AuthForm } from "./auth-form";
import { parseIdentifier } from "./identifier";
import { serverMessage, useAuthAction } from "./use-auth-action";

function useEmailField() {
  const [email, setEmail] = useState("");
  const field = (
    <TextField
      label={copy.emailLabel}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={email}
      onChange={(e) => setEmail(e.target.value)}
    />
  );
  const parsed = parseIdentifier(email);
  return { field, email: parsed.kind === "email" ? parsed.email : undefined };
}

const ENTER_EMAIL = "Enter a valid email address.";

/** `finishPath` is where the mailed link lands (it carries the page to return to). */
export function MagicLinkView({ finishPath = AUTH_FINISH_PATH }: { finishPath?: string }) {
  const { field, email } = useEmailField();
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      if (!email) return { error: ENTER_EMAIL };
      // For an anonymous visitor, verifying the link moves their work to this email's account.
      const { error } = await authClient.signIn.magicLink({ email, callbackURL: finishPath });
      return error ? { error: serverMessage(error) } : { message: copy.magic_link.confirmation };
    });
  return (
    <AuthForm
      heading={copy.magic_link.heading}
      buttonLabel={copy.magic_link.button}
      loadingLabel={copy.magic_link.loading}
      {...action}
      onSubmit={submit}
    >
      {field}
    </AuthForm>
  );
}

export function ForgottenPasswordView() {
  const { field, email } = useEmailField();
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      if (!email) return { error: ENTER_EMAIL };
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: "/auth?view=update_password",
      });
      return error ? { error: serverMessage(error) } : { message: copy.forgotten_password.confirmation };
    });
  return (
    <AuthForm
      heading={copy.forgotten_password.heading}
      buttonLabel={copy.forgotten_password.button}
      loadingLabel={copy.forgotten_password.loading}
      {...action}
      onSubmit={submit}
    >
      {field}
    </AuthForm>
  );
}

/** Reached from the reset link (a token in the URL); on success the widget returns to sign_in. */
export function UpdatePasswordView({
  token,
  onUpdated,
}: {
  token?: string;
  onUpdated: (message: string) => void;
}) {
  const [password, setPassword] = useState("");
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      if (!token) return { error: "This reset link is incomplete or has expired. Ask for a new one." };
      const weaknesses = passwordWeaknesses(password);
      if (weaknesses.length) return { error: `Password is too weak: ${weaknesses.join("; ")}.` };
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) return { error: serverMessage(error) };
      onUpdated(copy.update_password.confirmation);
    });
  return (
    <AuthForm
      heading={copy.update_password.heading}
      buttonLabel={copy.update_password.button}
      loadingLabel={copy.update_password.loading}
      {...action}
      onSubmit={submit}
    >
      <TextField
        label={copy.update_password.label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </AuthForm>
  );
}
