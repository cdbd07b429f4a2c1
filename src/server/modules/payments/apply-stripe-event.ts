import type Stripe from "stripe";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import { creditCheckout } from "./credit-checkout.ts";
import { identifyProduct, type PaymentLinkUrlLookup } from "./identify-product.ts";
import { type ReverseOutcome, reversePurchase } from "./reverse-purchase.ts";
import { syncSubscription } from "./sync-subscription.ts";

export interface ApplyStripeEventOptions {
  db: Database;
  env: Env;
  logger: Logger;
  event: Stripe.Event;
  lookupPaymentLinkUrl?: PaymentLinkUrlLookup;
}

/** What happened to one delivery; the webhook answers it to Stripe (visible in its dashboard). */
export type WebhookOutcome = "applied" | "duplicate" | "stale" | "ignored";

/**
 * Applies one verified Stripe event. A checkout that cannot be credited (no user, no product)
 * is a 400, not recorded: Stripe shows the failure and retries it, so fixing the setup
 * (e.g. a missing STRIPE_LINK_*) credits the purchase on the next retry.
 */
export async function applyStripeEvent(options: ApplyStripeEventOptions): Promise<WebhookOutcome> {
  const { db, env, logger, event } = options;
  const meta = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
      if (session.payment_status === "unpaid") return "ignored";
      const userId = session.client_reference_id;
      if (!userId) {
        logger.error("stripe checkout without client_reference_id", {
          eventId: event.id,
          session: session.id,
        });
        throw new AppError("bad_request", "The checkout session has no client_reference_id (user id).");
      }
      const product = await identifyProduct({
        session,
        env,
        lookupPaymentLinkUrl: options.lookupPaymentLinkUrl,
      });
      if (!product) {
        logger.error("stripe checkout matches no plan", { eventId: event.id, session: session.id });
        throw new AppError(
          "bad_request",
          "The checkout session matches no plan: set metadata.plan on the Payment Link, or check STRIPE_LINK_* and the prices.",
        );
      }
      const outcome = await creditCheckout({
        db,
        event: meta,
        userId,
        product,
        stripeCustomerId: stripeId(session.customer),
        stripeSubscriptionId: stripeId(session.subscription),
        paymentIntentId: stripeId(session.payment_intent),
      });
      if (outcome === "applied")
        logger.info("stripe checkout credited", { eventId: event.id, userId, product });
      return outcome;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const outcome = await syncSubscription({ db, event: meta, subscription: event.data.object });
      return outcome === "unknown-subscription" ? "ignored" : outcome;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      // Only a full refund takes the purchase back; a partial one is a goodwill gesture.
      if (!charge.refunded) return "ignored";
      return logReversal(
        logger,
        event,
        await reversePurchase({ db, event: meta, paymentIntentId: stripeId(charge.payment_intent) }),
      );
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      return logReversal(
        logger,
        event,
        await reversePurchase({ db, event: meta, paymentIntentId: stripeId(dispute.payment_intent) }),
      );
    }
    default:
      return "ignored";
  }
}

function logReversal(logger: Logger, event: Stripe.Event, outcome: ReverseOutcome): WebhookOutcome {
  if (outcome === "unknown-payment") return "ignored";
  if (outcome === "applied")
    logger.info("stripe payment taken back", { eventId: event.id, type: event.type });
  return outcome;
}

function stripeId(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}
