import { isAPIError } from "better-auth/api";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { apiKey } from "../db/schema/index.ts";

// A personal API key is a session that never expires: when the owner takes the account back
// (password reset, a password change that signs out the other sessions, an email change, "sign
// out everywhere"), a key someone else made with a stolen session must stop too. The reset is
// Better Auth's onPasswordReset (auth.ts), the email change finishEmailChange (email-change.ts);
// the two session endpoints are caught here, in the after-hook, once they have succeeded.

type HookContext = {
  path?: string;
  body?: unknown;
  context: { returned?: unknown; session?: { user: { id: string } } | null };
};

function endsOtherSessions(ctx: HookContext) {
  if (ctx.path === "/revoke-sessions") return true;
  const body = ctx.body as { revokeOtherSessions?: unknown } | undefined;
  return ctx.path === "/change-password" && body?.revokeOtherSessions === true;
}

/** After-hook: a successful "sign out everywhere" or password change with sign-out revokes every key. */
export async function revokeKeysWithSessions(db: Database, ctx: HookContext) {
  if (!endsOtherSessions(ctx) || isAPIError(ctx.context.returned)) return;
  const userId = ctx.context.session?.user.id;
  if (userId) await revokeAllApiKeys({ db, userId });
}

/**
 * Stops every key of the user: called when the owner resets or changes the password signing
 * out other sessions, changes the email, or signs out everywhere. A key made by whoever held
 * the account must not outlive the owner taking it back.
 */
export async function revokeAllApiKeys({ db, userId }: { db: Database; userId: string }) {
  await db
    .update(apiKey)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)));
}
