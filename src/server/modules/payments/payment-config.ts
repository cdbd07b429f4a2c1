import type { PaymentConfig } from "../../../shared/plans.ts";
import type { Env } from "../../env.ts";

/** Each product's Payment Link from the env (spec §7); a missing one is null. */
export function paymentLinks(env: Env): PaymentConfig["links"] {
  return {
    basic: env.STRIPE_LINK_BASIC ?? null,
    pro: env.STRIPE_LINK_PRO ?? null,
    premium: env.STRIPE_LINK_PREMIUM ?? null,
    junior: env.STRIPE_LINK_JUNIOR ?? null,
    middle: env.STRIPE_LINK_MIDDLE ?? null,
    senior: env.STRIPE_LINK_SENIOR ?? null,
    executive: env.STRIPE_LINK_EXECUTIVE ?? null,
  };
}

/** Analytics settings the browser may know (the project key is public by design). */
export function analyticsConfig(env: Env) {
  return env.POSTHOG_KEY && env.POSTHOG_HOST ? { key: env.POSTHOG_KEY, host: env.POSTHOG_HOST } : null;
}
