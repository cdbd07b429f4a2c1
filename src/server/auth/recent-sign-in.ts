import type { Database } from "../db/client.ts";
import { hitRateLimit } from "../db/rate-limit-counters.ts";
import { FAILED_ATTEMPT_LIMIT } from "./limit-failed-attempts.ts";

// A stolen session cookie must not be enough to take the data out, delete the account or move
// it to another address. These need a sign-in from the last few minutes, or the password.

const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/** What a person reads for each way the check fails. */
export const REAUTH_MESSAGES = {
  required:
    "For your security, this needs a recent sign-in: enter your password, or sign out and sign in again (a sign-in is recent for 15 minutes).",
  wrongPassword: "That password is not correct. Enter your current password, or sign out and sign in again.",
  tooManyTries: "Too many password attempts. Sign out and sign in again, or wait a few minutes.",
} as const;

/** The two parts of Better Auth's context this needs (hook ctx.context or auth.$context). */
interface PasswordContext {
  internalAdapter: {
    findAccounts(userId: string): Promise<{ providerId: string; password?: string | null }[]>;
  };
  password: { verify(data: { hash: string; password: string }): Promise<boolean> };
}

/**
 * "ok" when the session is recent or the password is right; otherwise which message to show.
 * Password guesses take from one budget per user (the same as failed sign-ins), shared by every
 * route that asks again, so a stolen cookie cannot brute-force the password. A user without a
 * password (magic link, code, GitHub) can only sign in again.
 */
export async function verifyRecentSignIn(options: {
  db: Database;
  context: PasswordContext;
  userId: string;
  sessionCreatedAt: Date | string;
  password?: unknown;
}): Promise<"ok" | keyof typeof REAUTH_MESSAGES> {
  const { db, context, userId, password } = options;
  if (Date.now() - new Date(options.sessionCreatedAt).getTime() < RECENT_SIGN_IN_MS) return "ok";
  if (typeof password !== "string" || password === "") return "required";
  if (!(await hitRateLimit(db, `reauth:${userId}`, FAILED_ATTEMPT_LIMIT)).allowed) return "tooManyTries";
  const accounts = await context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((a) => a.providerId === "credential" && a.password)?.password;
  if (!hash) return "wrongPassword";
  return (await context.password.verify({ hash, password })) ? "ok" : "wrongPassword";
}
