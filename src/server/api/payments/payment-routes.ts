import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import type { Logger } from "../../lib/logger.ts";
import {
  type PaymentLinkUrlLookup,
  stripePaymentLinkLookup,
} from "../../modules/payments/identify-product.ts";
import { receiveStripeWebhook } from "../../modules/payments/receive-stripe-webhook.ts";
import { stripeSdk } from "../../modules/payments/stripe-sdk.ts";

export interface PaymentRouteDependencies {
  db: Database;
  env: Env;
  logger: Logger;
  /** Tests pass a fake; by default Stripe's API when STRIPE_SECRET_KEY is set. */
  lookupPaymentLinkUrl?: PaymentLinkUrlLookup;
}

/**
 * Stripe's webhook. Mounted before the session and same-origin checks: Stripe is not a
 * browser user; the signature (STRIPE_WEBHOOK_SECRET) is what authenticates it.
 */
export function paymentRoutes({ db, env, logger, lookupPaymentLinkUrl }: PaymentRouteDependencies) {
  const lookup =
    lookupPaymentLinkUrl ??
    (env.STRIPE_SECRET_KEY ? stripePaymentLinkLookup(new (stripeSdk())(env.STRIPE_SECRET_KEY)) : undefined);
  return new Hono<AppBindings>().post("/webhook", async (c) => {
    const outcome = await receiveStripeWebhook({
      db,
      env,
      logger,
      lookupPaymentLinkUrl: lookup,
      rawBody: await c.req.text(),
      signature: c.req.header("stripe-signature"),
    });
    return c.json({ received: true, outcome });
  });
}
