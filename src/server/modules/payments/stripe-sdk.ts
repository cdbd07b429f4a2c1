import { createRequire } from "node:module";
import type Stripe from "stripe";

const require = createRequire(import.meta.url);

/**
 * Stripe's SDK, loaded when it is first needed (a key is set, a webhook arrives) rather than at
 * every server start: it is ~220 modules, and a server without billing never uses it.
 */
export function stripeSdk(): typeof Stripe {
  return require("stripe") as typeof Stripe;
}
