import { expect } from "@playwright/test";
import Stripe from "stripe";

// Paying on the journeys' server (servers.ts) as Stripe would.

/**
 * Stripe's side of a Pro purchase: a `checkout.session.completed` for the user, signed locally
 * with the server's test secret exactly as Stripe signs it (Stripe itself is never contacted).
 */
export async function payForProWithSignedWebhook(baseUrl: string, secret: string, userId: string) {
  const stamp = `${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const payload = JSON.stringify({
    id: `evt_journey_${stamp}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_journey_${stamp}`,
        object: "checkout.session",
        mode: "payment",
        client_reference_id: userId,
        amount_subtotal: 1490,
        amount_total: 1490,
        currency: "usd",
        payment_status: "paid",
        customer: null,
        subscription: null,
        payment_link: null,
        metadata: {},
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${baseUrl}/api/payments/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  expect(response.status, await response.text()).toBe(200);
}
