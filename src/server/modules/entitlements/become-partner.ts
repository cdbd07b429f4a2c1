import { DEFAULT_PARTNER_PLAN, isPartnerPlanRole, plans } from "../../../shared/plans.ts";
import type { Database } from "../../db/client.ts";
import { entitlement } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export interface BecomePartnerOptions {
  db: Database;
  userId: string;
  partnerModeEnabled: boolean;
  planCookie?: string;
}

/** Marks the user as a partner (white-label) user on the role plan of their plan cookie. */
export async function becomePartner({ db, userId, partnerModeEnabled, planCookie }: BecomePartnerOptions) {
  if (!partnerModeEnabled) {
    throw new AppError("forbidden", "Partner mode is not enabled on this server.");
  }
  const partnerPlan = isPartnerPlanRole(planCookie) ? planCookie : DEFAULT_PARTNER_PLAN;
  await db
    .insert(entitlement)
    .values({ userId, cvLeft: plans.free.cvs, generated: plans.free.generations, partner: true, partnerPlan })
    .onConflictDoUpdate({
      target: entitlement.userId,
      set: { partner: true, partnerPlan, updatedAt: new Date() },
    });
}
