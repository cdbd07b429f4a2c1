import { eq } from "drizzle-orm";
import { entitlement, user } from "../../src/server/db/schema/index.ts";
import { createClient, type TestApp } from "./test-app.ts";

/** Values no fresh account has (the free plan starts at cvLeft 1, generated 0). */
export const ANONYMOUS_MARKER = { cvLeft: 0, generated: 4 } as const;

/**
 * A visitor who started anonymously and made something: their entitlement row (created by
 * GET /api/user) carries ANONYMOUS_MARKER, so a test can see whether it survives linking.
 */
export async function anonymousVisitorWithData(t: TestApp) {
  const client = createClient(t);
  const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
  if (signIn.status !== 200) throw new Error(`anonymous sign-in failed: ${signIn.status}`);
  const userId: string = signIn.body.user.id;
  const first = await client.json("/api/user");
  if (first.status !== 200) throw new Error(`GET /api/user failed: ${first.status}`);
  const updated = await t.db
    .update(entitlement)
    .set(ANONYMOUS_MARKER)
    .where(eq(entitlement.userId, userId))
    .returning();
  if (updated.length !== 1) throw new Error("the anonymous user has no entitlement row");
  return { client, userId };
}

export async function findUser(t: TestApp, id: string) {
  const [row] = await t.db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function findUserByEmail(t: TestApp, email: string) {
  const [row] = await t.db.select().from(user).where(eq(user.email, email));
  return row;
}
