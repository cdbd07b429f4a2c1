import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { hitRateLimit } from "../lib/rate-limit.ts";
import type { Auth } from "./auth.ts";
import { checkRecentSignIn, REAUTH_MESSAGES, RECENT_SIGN_IN_SECONDS } from "./recent-sign-in.ts";

/** Password guesses on one account through these routes: a stolen cookie cannot brute-force it. */
const PASSWORD_TRIES = { max: 5, windowSeconds: RECENT_SIGN_IN_SECONDS };

/**
 * For /api routes that take the data out or destroy it: passes when the session is under 15
 * minutes old or `password` is the account's; otherwise 403 reauthentication_required.
 */
export async function requireRecentSignIn(options: {
  auth: Auth;
  db: Database;
  headers: Headers;
  userId: string;
  password?: unknown;
}) {
  const { auth, db, headers, userId, password } = options;
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!found || found.user.id !== userId) throw new AppError("unauthorized", "Please sign in again.");
  // A guest cannot sign in again, and whoever holds a guest's cookie can read and delete each
  // resume anyway: asking would only lock the guest out of the "always allowed" export/delete.
  if (found.user.isAnonymous) return;
  const given = typeof password === "string" && password !== "";
  const stale = Date.now() - new Date(found.session.createdAt).getTime() >= RECENT_SIGN_IN_SECONDS * 1000;
  if (stale && given) {
    const hit = await hitRateLimit(db, `reauth:${userId}`, PASSWORD_TRIES);
    if (!hit.allowed)
      throw new AppError(
        "rate_limited",
        "Too many password attempts. Sign out and sign in again, or wait a few minutes.",
      );
  }
  const outcome = await checkRecentSignIn({
    context: await auth.$context,
    userId,
    sessionCreatedAt: found.session.createdAt,
    password,
  });
  if (outcome !== "ok") throw new AppError("reauthentication_required", REAUTH_MESSAGES[outcome]);
}
