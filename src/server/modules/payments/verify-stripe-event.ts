import type Stripe from "stripe";
import { AppError } from "../../lib/app-error.ts";
import { stripeSdk } from "./stripe-sdk.ts";

/**
 * The event Stripe signed, or a 400: the signature covers the exact bytes Stripe sent, so
 * this must see the raw body, before anything parses it. Stripe's default 5-minute tolerance
 * also refuses replays of old deliveries.
 */
export async function verifyStripeEvent({
  rawBody,
  signature,
  secret,
}: {
  rawBody: string;
  signature: string | undefined;
  secret: string;
}): Promise<Stripe.Event> {
  if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
  try {
    return await stripeSdk().webhooks.constructEventAsync(rawBody, signature, secret);
  } catch {
    throw new AppError("bad_request", "The Stripe signature does not match this payload and secret.");
  }
}
