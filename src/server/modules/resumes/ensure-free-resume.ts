import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { entitlement } from "../../db/schema/index.ts";
import { ensureEntitlement } from "../entitlements/ensure-entitlement.ts";
import { insertResume } from "./insert-resume.ts";

/** What the user sees; the "fixed internal name" of spec §1 is the is_free flag, never shown. */
const FREE_RESUME_NAME = "My resume";

/**
 * Spec §1: a user who has not paid gets one free resume, auto-created. Claiming it is one
 * conditional UPDATE (flag + the free plan's one cvLeft credit) in the transaction that inserts
 * it, so concurrent first calls create exactly one. A user who already spent the credit on a
 * resume of their own has the one resume the free plan allows, so none is added.
 */
export async function ensureFreeResume({ db, userId }: { db: Database; userId: string }) {
  const known = claimedBy(db);
  if (known.has(userId)) return;
  const row = await ensureEntitlement(db, userId);
  if (row.freeResumeCreated) remember(known, userId);
  // The common case (already done, or paid) costs the one read above.
  if (row.freeResumeCreated || row.isPaid || row.subscriptionActive || row.cvLeft <= 0) return;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(entitlement)
      .set({ freeResumeCreated: true, cvLeft: sql`${entitlement.cvLeft} - 1`, updatedAt: new Date() })
      .where(
        and(
          eq(entitlement.userId, userId),
          eq(entitlement.freeResumeCreated, false),
          eq(entitlement.isPaid, false),
          eq(entitlement.subscriptionActive, false),
          gt(entitlement.cvLeft, 0),
        ),
      )
      .returning({ userId: entitlement.userId });
    if (claimed.length === 0) return;
    await insertResume(tx, { userId, content: { fields: { name: FREE_RESUME_NAME } }, isFree: true });
  });
}

/**
 * Users whose free resume is claimed, per database. The flag never goes back to false, so once
 * seen it needs no re-read, on this instance or any other: the list and the dashboard (hit on
 * every visit) skip a query. Bounded, so a long-lived process stays small.
 */
const claimedUsers = new WeakMap<Database, Set<string>>();
const MAX_REMEMBERED = 100_000;

function claimedBy(db: Database): Set<string> {
  let users = claimedUsers.get(db);
  if (!users) {
    users = new Set();
    claimedUsers.set(db, users);
  }
  return users;
}

function remember(users: Set<string>, userId: string) {
  if (users.size >= MAX_REMEMBERED) users.clear();
  users.add(userId);
}
