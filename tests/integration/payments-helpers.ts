import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { TEST_APP_URL, type TestApp } from "../support/test-app.ts";

// Stripe is not contacted: events are built here and signed locally with the test secret,
// exactly as Stripe signs them (the stripe package's own test signer).
export const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("hex")}`;

export const paymentsEnv = {
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_LINK_BASIC: "https://buy.stripe.com/test_basic",
  STRIPE_LINK_PRO: "https://buy.stripe.com/test_pro",
  STRIPE_LINK_PREMIUM: "https://buy.stripe.com/test_premium",
};

let sequence = 0;
const eventId = () => `evt_test_${randomBytes(8).toString("hex")}_${++sequence}`;

export interface CheckoutOptions {
  userId: string | null;
  /** Cents before discounts and tax. */
  amount: number;
  currency?: string;
  mode?: "payment" | "subscription";
  metadata?: Record<string, string>;
  customer?: string;
  subscription?: string;
  paymentLink?: string;
  createdAt?: number;
  id?: string;
  /** The checkout's PaymentIntent (payment mode), which a refund or dispute names later. */
  paymentIntent?: string;
}

export function checkoutEvent(options: CheckoutOptions) {
  return {
    id: options.id ?? eventId(),
    object: "event",
    api_version: "2026-01-28.clover",
    created: options.createdAt ?? Math.floor(Date.now() / 1000),
    livemode: false,
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${randomBytes(8).toString("hex")}`,
        object: "checkout.session",
        mode: options.mode ?? "payment",
        client_reference_id: options.userId,
        amount_subtotal: options.amount,
        amount_total: options.amount,
        currency: options.currency ?? "usd",
        payment_status: "paid",
        status: "complete",
        customer: options.customer ?? null,
        subscription: options.subscription ?? null,
        payment_link: options.paymentLink ?? null,
        payment_intent: options.paymentIntent ?? null,
        metadata: options.metadata ?? {},
      },
    },
  };
}

export function subscriptionEvent(options: {
  type: "customer.subscription.updated" | "customer.subscription.deleted";
  subscription: string;
  customer: string;
  status: string;
  createdAt: number;
  id?: string;
}) {
  return {
    id: options.id ?? eventId(),
    object: "event",
    api_version: "2026-01-28.clover",
    created: options.createdAt,
    livemode: false,
    type: options.type,
    data: {
      object: {
        id: options.subscription,
        object: "subscription",
        customer: options.customer,
        status: options.status,
      },
    },
  };
}

/** charge.refunded for the charge of `paymentIntent`: fully refunded unless `amountRefunded` is less. */
export function chargeRefundedEvent(options: {
  paymentIntent: string;
  amount: number;
  amountRefunded?: number;
}) {
  const refunded = options.amountRefunded ?? options.amount;
  return {
    id: eventId(),
    object: "event",
    api_version: "2026-01-28.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: "charge.refunded",
    data: {
      object: {
        id: `ch_test_${randomBytes(8).toString("hex")}`,
        object: "charge",
        amount: options.amount,
        amount_refunded: refunded,
        refunded: refunded >= options.amount,
        payment_intent: options.paymentIntent,
      },
    },
  };
}

/** charge.dispute.created for the charge of `paymentIntent`. */
export function disputeCreatedEvent(options: { paymentIntent: string; amount: number }) {
  return {
    id: eventId(),
    object: "event",
    api_version: "2026-01-28.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: "charge.dispute.created",
    data: {
      object: {
        id: `dp_test_${randomBytes(8).toString("hex")}`,
        object: "dispute",
        amount: options.amount,
        charge: `ch_test_${randomBytes(8).toString("hex")}`,
        payment_intent: options.paymentIntent,
        status: "needs_response",
      },
    },
  };
}

export const paymentIntentId = () => `pi_test_${randomBytes(8).toString("hex")}`;

/** POSTs an event to the webhook as Stripe would: raw JSON body and its signature header. */
export function deliver(
  t: TestApp,
  event: object,
  { secret = WEBHOOK_SECRET, signature }: { secret?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret }) : signature;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (header !== null) headers["stripe-signature"] = header;
  return t.app.request(`${TEST_APP_URL}/api/payments/webhook`, { method: "POST", headers, body: payload });
}
