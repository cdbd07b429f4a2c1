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

// ---- Selling the plans (pricing cards, payment links, partner mode) ----

export const paidPlanIds = ["basic", "pro", "premium"] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === "string" && (paidPlanIds as readonly string[]).includes(value);
}

/** Spec §9: the partner plan cookie lives one year on the whole site. */
export const PLAN_COOKIE = "plan";
export const PLAN_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** Spec §6: the partner price is looked up by role and is null in the main mode. */
export function partnerPrice(role: PartnerPlanRole, partnerMode: boolean): number | null {
  return partnerMode ? partnerPricesCad[role] : null;
}

export const planDescriptions: Record<PaidPlanId, string> = {
  basic: "For one application you want to get right.",
  pro: "The value bundle for a full job search.",
  premium: "Unlimited resumes and AI for heavy job hunting.",
};

const count = (value: number, one: string, many: string) =>
  value >= UNLIMITED ? `Unlimited ${many}` : `${value} ${value === 1 ? one : many}`;

/** The feature list of a plan's card, written from its numbers so copy and limits never drift. */
export function planFeatures(id: PlanId): string[] {
  const plan = plans[id];
  if (id === "free") return [count(plan.cvs, "resume", "resumes"), "No AI tailoring", "Watermarked preview"];
  return [
    count(plan.cvs, "AI-optimized resume", "AI-optimized resumes"),
    count(
      plan.generations,
      "AI generation (enhance, tailor, cover letter)",
      "AI generations (enhance, tailor, cover letters)",
    ),
    "PDF and DOCX download",
    "Edit AI-tailored revisions",
    "Every design",
    plan.billing === "monthly" ? "Cancel any time" : "Lifetime access",
  ];
}

/**
 * What the Pro bundle saves against buying Basic as many times as it takes to get at least
 * Pro's resumes and AI generations. Computed, so it stays true if a price or limit changes.
 */
export function bundleSaving() {
  const times = Math.max(
    Math.ceil(plans.pro.cvs / plans.basic.cvs),
    Math.ceil(plans.pro.generations / plans.basic.generations),
  );
  const basicTotalCents = Math.round(plans.basic.priceUsd * 100) * times;
  const savingCents = basicTotalCents - Math.round(plans.pro.priceUsd * 100);
  return {
    basicTimes: times,
    basicTotalUsd: basicTotalCents / 100,
    savingUsd: savingCents / 100,
    savingPercent: Math.round((savingCents / basicTotalCents) * 100),
  };
}

export function formatUsd(value: number): string {
  return `$${value.toFixed(2)}`;
}

/**
 * A Stripe Payment Link for one user (spec §7): who paid comes back in the webhook as
 * client_reference_id; prefilled_email saves typing at checkout.
 */
export function checkoutUrl(link: string, user: { id: string; email?: string | null }): string {
  const url = new URL(link);
  url.searchParams.set("client_reference_id", user.id);
  if (user.email) url.searchParams.set("prefilled_email", user.email);
  return url.toString();
}

/** The payment part of GET /api/config: each product's Payment Link, null when not set up. */
export interface PaymentConfig {
  links: Record<PaidPlanId | PartnerPlanRole, string | null>;
}
