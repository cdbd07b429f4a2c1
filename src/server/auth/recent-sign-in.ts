// A stolen session cookie must not be enough to take the data out, delete the account or move
// it to another address. These need a sign-in from the last few minutes, or the password.

export const RECENT_SIGN_IN_SECONDS = 15 * 60;

export const REAUTH_MESSAGES = {
  required:
    "For your security, this needs a recent sign-in: enter your password, or sign out and sign in again (a sign-in is recent for 15 minutes).",
  wrongPassword: "That password is not correct. Enter your current password, or sign out and sign in again.",
} as const;

export type ReauthOutcome = "ok" | keyof typeof REAUTH_MESSAGES;

/** The two parts of Better Auth's context this needs (hook ctx.context or auth.$context). */
interface PasswordContext {
  internalAdapter: {
    findAccounts(userId: string): Promise<{ providerId: string; password?: string | null }[]>;
  };
  password: { verify(data: { hash: string; password: string }): Promise<boolean> };
}

/**
 * "ok" when the session is recent or the password is right; otherwise which message to show.
 * A user without a password (magic link, code, GitHub) can only sign in again.
 */
export async function checkRecentSignIn(options: {
  context: PasswordContext;
  userId: string;
  sessionCreatedAt: Date | string;
  password?: unknown;
  now?: number;
}): Promise<ReauthOutcome> {
  const age = (options.now ?? Date.now()) - new Date(options.sessionCreatedAt).getTime();
  if (age < RECENT_SIGN_IN_SECONDS * 1000) return "ok";
  if (typeof options.password !== "string" || options.password === "") return "required";
  const accounts = await options.context.internalAdapter.findAccounts(options.userId);
  const hash = accounts.find((a) => a.providerId === "credential" && a.password)?.password;
  if (!hash) return "wrongPassword";
  const right = await options.context.password.verify({ hash, password: options.password });
  return right ? "ok" : "wrongPassword";
}
