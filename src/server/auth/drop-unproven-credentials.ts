import type { User } from "better-auth";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { account, session } from "../db/schema/index.ts";
import { cookieFromHeader, flowBindingCookieName, startedHere } from "./flow-binding.ts";

/**
 * Runs when a not-yet-verified email is proven by a confirmation link or an email-verification
 * code. Anybody can sign up with somebody else's address and a password of their choosing
 * (pre-registration takeover). Unless this browser is the one that signed up, that password
 * (and any other sign-in method or session set up before the proof) is dropped: the owner is
 * signed in by the proof itself and sets a password of their own from the account page.
 * Better Auth does the same for magic links and sign-in codes (revokeUnprovenAccountAccess).
 */
export async function dropUnprovenCredentials(options: {
  db: Database;
  secret: string;
  appUrl: string;
  user: Pick<User, "id" | "email" | "emailVerified">;
  request?: Request;
}) {
  const { db, secret, appUrl, user, request } = options;
  if (user.emailVerified) return;
  const binding = cookieFromHeader(request?.headers.get("cookie"), flowBindingCookieName(appUrl));
  if (startedHere(secret, binding, user.email, { signUp: true })) return;
  await db.delete(account).where(eq(account.userId, user.id));
  await db.delete(session).where(eq(session.userId, user.id));
}
