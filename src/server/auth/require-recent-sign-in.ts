import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import type { Auth } from "./auth.ts";
import {
  allowPasswordTry,
  checkRecentSignIn,
  REAUTH_MESSAGES,
  TOO_MANY_PASSWORD_TRIES,
} from "./recent-sign-in.ts";

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
  const sessionCreatedAt = found.session.createdAt;
  if (!(await allowPasswordTry({ db, userId, sessionCreatedAt, password })))
    throw new AppError("rate_limited", TOO_MANY_PASSWORD_TRIES);
  const outcome = await checkRecentSignIn({
    context: await auth.$context,
    userId,
    sessionCreatedAt,
    password,
  });
  if (outcome !== "ok") throw new AppError("reauthentication_required", REAUTH_MESSAGES[outcome]);
}
