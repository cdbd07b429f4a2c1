import { eq } from "drizzle-orm";
import {
  DEFAULT_PARTNER_PLAN,
  isPartnerPlanRole,
  plans,
  UNLIMITED,
  type UserEntitlements,
} from "../../../shared/plans.ts";
import type { Database } from "../../db/client.ts";
import { entitlement } from "../../db/schema/index.ts";

export interface GetEntitlementsOptions {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  /** The partner plan from the plan cookie, used until the user has one stored. */
  planCookie?: string;
}

/** Reads a user's entitlements, creating the free plan's row on first use. */
export async function getEntitlements({ db, userId, billingEnabled, planCookie }: GetEntitlementsOptions) {
  const row = (await readRow(db, userId)) ?? (await createFreeRow(db, userId));

  const storedPlan = isPartnerPlanRole(row.partnerPlan) ? row.partnerPlan : DEFAULT_PARTNER_PLAN;
  const partnerPlan = !row.partner && isPartnerPlanRole(planCookie) ? planCookie : storedPlan;
  const answer: UserEntitlements = {
    cvLeft: row.cvLeft,
    generated: row.generated,
    subscriptionActive: row.subscriptionActive,
    isPaid: row.isPaid,
    partner: row.partner,
    partner_plan: partnerPlan,
  };
  // Self-hosters run without billing: everything is unlocked, nothing is counted.
  if (!billingEnabled) return { ...answer, cvLeft: UNLIMITED, generated: UNLIMITED, isPaid: true };
  if (row.subscriptionActive) return { ...answer, cvLeft: UNLIMITED, generated: UNLIMITED };
  return answer;
}

async function readRow(db: Database, userId: string) {
  const [row] = await db.select().from(entitlement).where(eq(entitlement.userId, userId));
  return row;
}

// Concurrent first calls may race: the loser's insert does nothing and it reads the winner's row.
async function createFreeRow(db: Database, userId: string) {
  await db
    .insert(entitlement)
    .values({ userId, cvLeft: plans.free.cvs, generated: plans.free.generations })
    .onConflictDoNothing();
  const row = await readRow(db, userId);
  if (!row) throw new Error(`entitlement row missing for user ${userId}`);
  return row;
}
