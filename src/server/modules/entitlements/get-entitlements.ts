import {
  DEFAULT_PARTNER_PLAN,
  isPartnerPlanRole,
  UNLIMITED,
  type UserEntitlements,
} from "../../../shared/plans.ts";
import type { Database } from "../../db/client.ts";
import { ensureEntitlement } from "./ensure-entitlement.ts";

export interface GetEntitlementsOptions {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  /** The partner plan from the plan cookie, used until the user has one stored. */
  planCookie?: string;
}

/** Reads a user's entitlements, creating the free plan's row on first use. */
export async function getEntitlements({ db, userId, billingEnabled, planCookie }: GetEntitlementsOptions) {
  const row = await ensureEntitlement(db, userId);

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
