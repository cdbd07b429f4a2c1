import type { Database } from "../db/client.ts";
import { hitRateLimit } from "../lib/rate-limit.ts";

// A stolen session cookie must not be enough to take the data out, delete the account or move
// it to another address. These need a sign-in from the last few minutes, or the password.

export const RECENT_SIGN_IN_SECONDS = 15 * 60;

export const REAUTH_MESSAGES = {
  required:
    "For your security, this needs a recent sign-in: enter your password, or sign out and sign in again (a sign-in is recent for 15 minutes).",
  wrongPassword: "That password is not correct. Enter your current password, or sign out and sign in again.",
} as const;

/** Password guesses on one account through these checks: a stolen cookie cannot brute-force it. */
const PASSWORD_TRIES = { max: 5, windowSeconds: RECENT_SIGN_IN_SECONDS };

export const TOO_MANY_PASSWORD_TRIES =
  "Too many password attempts. Sign out and sign in again, or wait a few minutes.";

/**
 * Counts one password try of `userId` when the session is too old to pass on its own; false
 * beyond the budget. Shared by every route that asks for the password again.
 */
export async function allowPasswordTry(options: {
  db: Database;
  userId: string;
  sessionCreatedAt: Date | string;
  password?: unknown;
}): Promise<boolean> {
  const given = typeof options.password === "string" && options.password !== "";
  const age = Date.now() - new Date(options.sessionCreatedAt).getTime();
  if (!given || age < RECENT_SIGN_IN_SECONDS * 1000) return true;
  return (await hitRateLimit(options.db, `reauth:${options.userId}`, PASSWORD_TRIES)).allowed;
}

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
