import { AuthForm } from "../../components/auth-form/auth-form";
import { requestPasswordResetLink } from "../../components/auth-form/password-reset";
import { useAuthAction } from "../../components/auth-form/use-auth-action";

const labels = { heading: "Set a password", button: "Email me a link", loading: "Sending link ..." };

/**
 * For accounts made by magic link, code or a social provider: there is no current password to
 * type, so the reset link (which creates the password when none exists) proves the email.
 */
export function SetPasswordForm({ email }: { email: string }) {
  const action = useAuthAction();
  return (
    <AuthForm
      headingLevel={2}
      labels={labels}
      action={action}
      onSubmit={() => action.run(() => requestPasswordResetLink(email))}
    >
      <p className="text-grey-700">
        You sign in without a password. To add one, we will email {email} a link to choose it.
      </p>
    </AuthForm>
  );
}
