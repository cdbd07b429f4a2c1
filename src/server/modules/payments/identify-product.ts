import type Stripe from "stripe";
import { trimEndChars } from "../../../shared/linear-text.ts";
import {
  isPaidPlanId,
  isPartnerPlanRole,
  type PaidPlanId,
  type PartnerPlanRole,
  partnerPlanRoles,
  partnerPricesCad,
  plans,
} from "../../../shared/plans.ts";
import type { Env } from "../../env.ts";
import { paymentLinks } from "./payment-config.ts";

export type Product = PaidPlanId | PartnerPlanRole;

/** Finds a Payment Link's public URL from its id (plink_...); needs Stripe's API. */
export type PaymentLinkUrlLookup = (paymentLinkId: string) => Promise<string | null>;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Which product a completed checkout bought, first rule that answers wins (docs/api.md):
 * 1. `metadata.plan` on the session (Stripe copies a Payment Link's metadata to its sessions);
 * 2. the session's `payment_link`, whose URL (looked up with STRIPE_SECRET_KEY) is one of STRIPE_LINK_*;
 * 3. the amount before discounts and tax, in its currency: USD for our plans (a subscription
 *    checkout is Premium), CAD for the partner role plans when PARTNER_MODE is on.
 */
export async function identifyProduct({
  session,
  env,
  lookupPaymentLinkUrl,
}: {
  session: Stripe.Checkout.Session;
  env: Env;
  lookupPaymentLinkUrl?: PaymentLinkUrlLookup;
}): Promise<Product | null> {
  const tagged = session.metadata?.plan?.trim().toLowerCase();
  if (isPaidPlanId(tagged) || isPartnerPlanRole(tagged)) return tagged;

  const linkId = typeof session.payment_link === "string" ? session.payment_link : session.payment_link?.id;
  if (linkId && lookupPaymentLinkUrl) {
    const url = await lookupPaymentLinkUrl(linkId);
    const match = Object.entries(paymentLinks(env)).find(([, link]) => link && url && sameLink(link, url));
    if (match) return match[0] as Product;
  }

  const amount = session.amount_subtotal ?? session.amount_total;
  const currency = session.currency?.toLowerCase();
  if (amount === null || !currency) return null;
  if (currency === "usd") {
    if (session.mode === "subscription") return amount === cents(plans.premium.priceUsd) ? "premium" : null;
    if (amount === cents(plans.basic.priceUsd)) return "basic";
    if (amount === cents(plans.pro.priceUsd)) return "pro";
  }
  if (currency === "cad" && env.PARTNER_MODE) {
    return partnerPlanRoles.find((role) => cents(partnerPricesCad[role]) === amount) ?? null;
  }
  return null;
}

function sameLink(configured: string, actual: string) {
  const strip = (value: string) => trimEndChars(value.split(/[?#]/, 1)[0] ?? "", "/");
  return strip(configured) === strip(actual);
}

/** Looks a Payment Link up on Stripe (cached: links never change their URL). */
export function stripePaymentLinkLookup(stripe: Stripe): PaymentLinkUrlLookup {
  const cache = new Map<string, string>();
  return async (id) => {
    const cached = cache.get(id);
    if (cached) return cached;
    const link = await stripe.paymentLinks.retrieve(id);
    cache.set(id, link.url);
    return link.url;
  };
}
