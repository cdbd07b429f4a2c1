import { eq } from "drizzle-orm";
import { plans } from "../../../shared/plans.ts";
import type { Database } from "../../db/client.ts";
import { entitlement } from "../../db/schema/index.ts";

/**
 * A user's entitlement row, created on the free plan at first use. Read first (the common
 * case is one query); concurrent first calls race on the insert, and the loser reads the
 * winner's row.
 */
export async function ensureEntitlement(db: Database, userId: string) {
  const existing = await readRow(db, userId);
  if (existing) return existing;
  await db
    .insert(entitlement)
    .values({ userId, cvLeft: plans.free.cvs, generated: plans.free.generations })
    .onConflictDoNothing();
  const created = await readRow(db, userId);
  if (!created) throw new Error(`entitlement row missing for user ${userId}`);
  return created;
}

async function readRow(db: Database, userId: string) {
  const [row] = await db.select().from(entitlement).where(eq(entitlement.userId, userId));
  return row;
}
