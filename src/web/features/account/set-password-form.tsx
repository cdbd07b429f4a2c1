import { authClient } from "../../lib/auth-client";
import { copy } from "../auth/auth-copy";
import { AuthForm } from "../auth/auth-form";
import { serverMessage, useAuthAction } from "../auth/use-auth-action";

/**
 * For accounts made by magic link, code or a social provider: there is no current password to
 * type, so the reset link (which creates the password when none exists) proves the email.
 */
export function SetPasswordForm({ email }: { email: string }) {
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: "/auth?view=update_password",
      });
      return error ? { error: serverMessage(error) } : { message: copy.forgotten_password.confirmation };
    });
  return (
    <AuthForm
      headingLevel={2}
      heading="Set a password"
      buttonLabel="Email me a link"
      loadingLabel="Sending link ..."
      {...action}
      onSubmit={submit}
    >
      <p className="text-grey-700">
        You sign in without a password. To add one, we will email {email} a link to choose it.
      </p>
    </AuthForm>
  );
}
