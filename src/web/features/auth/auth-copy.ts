// Texts of the sign-in widget (spec §5), per view.
export const authViews = [
  "sign_in",
  "sign_up",
  "magic_link",
  "forgotten_password",
  "update_password",
  "verify_otp",
  "anonymous_sign_in",
  // The second step after any sign-in of a user with two-factor on (mailed links land here).
  "two_factor",
] as const;
export type AuthView = (typeof authViews)[number];

export const DEFAULT_AUTH_VIEW: AuthView = "magic_link";

export function isAuthView(value: unknown): value is AuthView {
  return typeof value === "string" && (authViews as readonly string[]).includes(value);
}

export const copy = {
  emailLabel: "Email address",
  emailOrPhoneLabel: "Email address or phone number",
  passwordLabel: "Your Password",
  newPasswordLabel: "Create a Password",
  codeLabel: "Token",
  sign_in: {
    heading: "Sign in",
    button: "Sign in",
    loading: "Signing in ...",
    link: "Already have an account? Sign in",
  },
  sign_up: {
    heading: "Sign up",
    button: "Sign up",
    loading: "Signing up ...",
    link: "Don't have an account? Sign up",
    confirmation: "Check your email for the confirmation link",
  },
  magic_link: {
    heading: "Sign in with a magic link",
    button: "Send Magic Link",
    loading: "Sending Magic Link ...",
    link: "Send a magic link email",
    confirmation: "Check your email for the magic link",
  },
  forgotten_password: {
    heading: "Reset your password",
    button: "Send reset password instructions",
    loading: "Sending reset instructions ...",
    link: "Forgot your password?",
    // Its confirmation is PASSWORD_RESET_LINK_SENT (components/auth-form/password-reset.ts), which
    // the account's set-password form shows too.
  },
  update_password: {
    heading: "Update password",
    label: "New password",
    button: "Update password",
    loading: "Updating password ...",
    confirmation: "Your password has been updated",
  },
  verify_otp: {
    heading: "Sign in with a one-time code",
    sendButton: "Send code",
    sendLoading: "Sending code ...",
    button: "Verify token",
    loading: "Signing in ...",
    link: "Sign in with a one-time code",
    sent: "Check your email for the one-time code",
  },
  anonymous_sign_in: {
    heading: "Try it without an account",
    body: "Start right away. You can save your work to an account later: everything you made comes with you.",
    button: "Continue without an account",
    loading: "Starting ...",
    link: "Continue without an account",
  },
  twoFactor: {
    heading: "Two-factor authentication",
    label: "Code from your authenticator app, or a backup code",
    button: "Verify",
    loading: "Verifying ...",
  },
  signInRequired: "Please sign in to save and access your CV",
} as const;
