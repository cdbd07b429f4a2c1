import type Stripe from "stripe";
import type { Env } from "../../env.ts";
import { stripeSdk } from "./stripe-sdk.ts";

/** Stripe's API client when STRIPE_SECRET_KEY is set (at STRIPE_API_URL when that is set too). */
export function createStripeClient(env: Env): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000 };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === "https:" ? 443 : 80);
    options.protocol = url.protocol === "https:" ? "https" : "http";
  }
  const StripeClient = stripeSdk();
  return new StripeClient(env.STRIPE_SECRET_KEY, options);
}
