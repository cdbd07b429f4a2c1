// The one place plan limits live. The spec's copy disagrees on Basic and Pro; we show and
// enforce this set everywhere (docs/decisions/003-plan-limits.md).
export const UNLIMITED = 1_000_000;

export const plans = {
  free: { name: "Free", priceUsd: 0, cvs: 1, generations: 0, billing: "free" },
  basic: { name: "Basic", priceUsd: 6.9, cvs: 2, generations: 10, billing: "one-time" },
  pro: { name: "Pro", priceUsd: 14.9, cvs: 5, generations: 30, billing: "one-time" },
  premium: { name: "Premium", priceUsd: 29.99, cvs: UNLIMITED, generations: UNLIMITED, billing: "monthly" },
} as const;

export type PlanId = keyof typeof plans;

export const partnerPlanRoles = ["junior", "middle", "senior", "executive"] as const;
export type PartnerPlanRole = (typeof partnerPlanRoles)[number];
export const DEFAULT_PARTNER_PLAN: PartnerPlanRole = "middle";

export const partnerPricesCad: Record<PartnerPlanRole, number> = {
  junior: 90,
  middle: 120,
  senior: 150,
  executive: 180,
};

export function isPartnerPlanRole(value: unknown): value is PartnerPlanRole {
  return typeof value === "string" && (partnerPlanRoles as readonly string[]).includes(value);
}

/** What GET /api/user answers (spec §3 "User"). */
export interface UserEntitlements {
  cvLeft: number;
  generated: number;
  subscriptionActive: boolean;
  isPaid: boolean;
  partner: boolean;
  partner_plan: PartnerPlanRole;
}
