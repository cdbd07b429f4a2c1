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
  // Each heading says what its form does, and every link or button that opens a view uses its
  // heading's words (issue 34 §7): "Sign up with a password" opens the password form, "Sign up
  // with a magic link" a page titled so, never one titled "Sign in".
  sign_up: {
    heading: "Sign up with a password",
    button: "Sign up",
    loading: "Signing up ...",
    link: "Don't have an account? Sign up",
    /** From the magic-link sign-up: the other way to make an account. */
    switchLink: "Sign up with a password instead",
    confirmation: "Check your email for the confirmation link",
  },
  magic_link: {
    heading: "Sign in with a magic link",
    button: "Send Magic Link",
    loading: "Sending Magic Link ...",
    link: "Send a magic link email",
    note: "No account yet? The same link creates one for you, free.",
    confirmation: "Check your email for the magic link",
  },
  /** The magic_link view opened to make an account (`/auth?view=magic_link&intent=sign_up`). */
  magic_link_sign_up: {
    heading: "Sign up with a magic link",
    button: "Send Magic Link",
    loading: "Sending Magic Link ...",
    switchLink: "Sign up with a magic link instead",
    note: "We email you a link: opening it creates your free account, with no password to make up.",
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

/** The view's heading, which is also the page's title and the widget's name. */
export function authHeading(view: AuthView, signingUp: boolean): string {
  if (view === "magic_link" && signingUp) return copy.magic_link_sign_up.heading;
  if (view === "two_factor") return copy.twoFactor.heading;
  return copy[view].heading;
}
