import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import type { SessionUser } from "../lib/session-user.ts";
import type { Auth } from "./auth.ts";
import { REAUTH_MESSAGES, verifyRecentSignIn } from "./recent-sign-in.ts";

/**
 * For /api routes that take the data out or destroy it: passes when the session is under 15
 * minutes old or `password` is the account's; otherwise 403 reauthentication_required.
 */
export async function requireRecentSignIn(options: {
  auth: Auth;
  db: Database;
  user: SessionUser;
  password?: unknown;
}) {
  const { auth, db, user, password } = options;
  // A guest cannot sign in again, and whoever holds a guest's cookie can read and delete each
  // resume anyway: asking would only lock the guest out of the "always allowed" export/delete.
  if (user.isAnonymous) return;
  const outcome = await verifyRecentSignIn({
    db,
    context: await auth.$context,
    userId: user.id,
    sessionCreatedAt: user.sessionCreatedAt,
    password,
  });
  if (outcome === "tooManyTries") throw new AppError("rate_limited", REAUTH_MESSAGES.tooManyTries);
  if (outcome !== "ok") throw new AppError("reauthentication_required", REAUTH_MESSAGES[outcome]);
}
