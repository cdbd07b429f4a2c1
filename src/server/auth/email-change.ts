import type { GenericEndpointContext, User } from "better-auth";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { session } from "../db/schema/index.ts";
import type { Mail } from "../email/mailer.ts";
import { mails } from "../email/templates.ts";
import { cookieFromHeader } from "./flow-binding.ts";
import { REAUTH_MESSAGES, verifyRecentSignIn } from "./recent-sign-in.ts";
import { revokeAllApiKeys } from "./revoke-keys-with-sessions.ts";

// Changing the email moves the account to another mailbox (and its password resets with it),
// so a session alone is not enough: a recent sign-in or the password (here), the current
// address's approval (Better Auth's sendChangeEmailConfirmation), then a notice to the old
// address, the end of every other session and of every API key (finishEmailChange).

/** Before-hook on POST /change-email: the session must be recent, or `password` right. */
export async function requireRecentSignInToChangeEmail(db: Database, ctx: GenericEndpointContext) {
  if (ctx.path !== "/change-email") return;
  const current = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (!current) return; // the endpoint answers 401 itself
  const outcome = await verifyRecentSignIn({
    db,
    context: ctx.context,
    userId: current.user.id,
    sessionCreatedAt: current.session.createdAt,
    password: (ctx.body as { password?: unknown } | undefined)?.password,
  });
  if (outcome === "tooManyTries")
    throw new APIError("TOO_MANY_REQUESTS", { code: "RATE_LIMITED", message: REAUTH_MESSAGES.tooManyTries });
  if (outcome !== "ok")
    throw new APIError("FORBIDDEN", { code: "REAUTHENTICATION_REQUIRED", message: REAUTH_MESSAGES[outcome] });
}

const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

/**
 * afterEmailVerification: when the verified link was the last step of an email change (the
 * new address confirming), tell the old address and end every session but this browser's,
 * and every API key.
 */
export async function finishEmailChange(options: {
  db: Database;
  send: (mail: Mail) => Promise<unknown>;
  user: Pick<User, "id" | "email">;
  request?: Request;
}) {
  const { db, send, user, request } = options;
  const claims = changeClaims(request);
  if (!claims || claims.updateTo.toLowerCase() !== user.email.toLowerCase()) return;
  const cookie = request?.headers.get("cookie");
  const signed = SESSION_COOKIES.map((name) => cookieFromHeader(cookie, name)).find(Boolean);
  const currentToken = signed?.slice(0, signed.lastIndexOf("."));
  await db
    .delete(session)
    .where(
      currentToken
        ? and(eq(session.userId, user.id), ne(session.token, currentToken))
        : eq(session.userId, user.id),
    );
  await revokeAllApiKeys({ db, userId: user.id });
  await send(mails.emailChanged(claims.email, user.email));
}

/**
 * The claims of the change-email token of a /verify-email request. Better Auth has checked its
 * signature and expiry before it calls afterEmailVerification, so reading it is enough here.
 */
function changeClaims(request?: Request): { email: string; updateTo: string } | undefined {
  if (!request) return undefined;
  const token = new URL(request.url).searchParams.get("token");
  const payload = token?.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (claims?.requestType !== "change-email-verification") return undefined;
    if (typeof claims.email !== "string" || typeof claims.updateTo !== "string") return undefined;
    return { email: claims.email, updateTo: claims.updateTo };
  } catch {
    return undefined;
  }
}
