import { AppError } from "../../lib/app-error.ts";
import { type ApplyStripeEventOptions, applyStripeEvent, type WebhookOutcome } from "./apply-stripe-event.ts";
import { verifyStripeEvent } from "./verify-stripe-event.ts";

/**
 * One delivery of Stripe's webhook (POST /api/payments/webhook): a 503 while this server has
 * no STRIPE_WEBHOOK_SECRET, a 400 unless Stripe signed these exact bytes, else the event applied.
 */
export async function receiveStripeWebhook({
  rawBody,
  signature,
  ...options
}: Omit<ApplyStripeEventOptions, "event"> & {
  rawBody: string;
  signature: string | undefined;
}): Promise<WebhookOutcome> {
  const secret = options.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    throw new AppError(
      "unavailable",
      "Payments are not set up on this server: STRIPE_WEBHOOK_SECRET is not set.",
    );
  }
  const event = await verifyStripeEvent({ rawBody, signature, secret });
  return applyStripeEvent({ ...options, event });
}
