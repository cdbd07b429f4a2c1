import { authClient } from "../../lib/auth-client";
import { type AuthOutcome, serverMessage } from "./use-auth-action";

const PASSWORD_RESET_LINK_SENT = "Check your email for the password reset link";

/**
 * Mails a link to the sign-in page's update_password view. It also serves accounts without a
 * password (magic link, code, social): the link creates one, and following it proves the email.
 */
export async function requestPasswordResetLink(email: string): Promise<AuthOutcome> {
  const { error } = await authClient.requestPasswordReset({
    email,
    redirectTo: "/auth?view=update_password",
  });
  return error ? { error: serverMessage(error) } : { message: PASSWORD_RESET_LINK_SENT };
}
