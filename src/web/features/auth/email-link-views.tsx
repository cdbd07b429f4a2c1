import { useState } from "react";
import { AuthForm } from "../../components/auth-form/auth-form";
import { EmailField, PasswordField } from "../../components/auth-form/credential-fields";
import { parseIdentifier } from "../../components/auth-form/identifier";
import { requestPasswordResetLink } from "../../components/auth-form/password-reset";
import { weakPasswordError } from "../../components/auth-form/password-rules";
import { serverMessage, useAuthAction } from "../../components/auth-form/use-auth-action";
import { AUTH_FINISH_PATH, authClient } from "../../lib/auth-client";
import { copy } from "./auth-copy";

function useEmailField() {
  const [email, setEmail] = useState("");
  const field = <EmailField label={copy.emailLabel} name="email" value={email} onValueChange={setEmail} />;
  const parsed = parseIdentifier(email);
  return { field, email: parsed.kind === "email" ? parsed.email : undefined };
}

const ENTER_EMAIL = "Enter a valid email address.";

/**
 * `finishPath` is where the mailed link lands (it carries the page to return to). The same link
 * signs in or makes an account; `signingUp` only titles the view for making one.
 */
export function MagicLinkView({
  finishPath = AUTH_FINISH_PATH,
  signingUp = false,
}: {
  finishPath?: string;
  signingUp?: boolean;
}) {
  const labels = signingUp ? copy.magic_link_sign_up : copy.magic_link;
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
    <AuthForm labels={labels} action={action} onSubmit={submit}>
      <p className="text-grey-700">{labels.note}</p>
      {field}
    </AuthForm>
  );
}

export function ForgottenPasswordView() {
  const { field, email } = useEmailField();
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => (email ? requestPasswordResetLink(email) : { error: ENTER_EMAIL }));
  return (
    <AuthForm labels={copy.forgotten_password} action={action} onSubmit={submit}>
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
      const weak = weakPasswordError(password);
      if (weak) return { error: weak };
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) return { error: serverMessage(error) };
      onUpdated(copy.update_password.confirmation);
    });
  return (
    <AuthForm labels={copy.update_password} action={action} onSubmit={submit}>
      <PasswordField
        label={copy.update_password.label}
        name="password"
        isNew
        value={password}
        onValueChange={setPassword}
      />
    </AuthForm>
  );
}
