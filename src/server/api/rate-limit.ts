import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import { enforceRateLimit, type RateLimitRule } from "../db/rate-limit-counters.ts";

// A route's rate limit keyed by the request (an address, a form): counters in the database
// (db/rate-limit-counters.ts), refused with a 429 the error handler gives a Retry-After. The
// per-user limits of /api operations are declared in the operation table instead.

export interface RateLimitOptions extends RateLimitRule {
  db: Database;
  /** Names the counter, e.g. `feedback:<address>`; a different prefix per limited feature. */
  key: (c: Context) => string;
  /** What a person reads when refused. */
  message: string;
}

/** Hono middleware: 429 `rate_limited` with Retry-After beyond `max` requests per window. */
export function rateLimit({ db, key, ...rule }: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    await enforceRateLimit(db, key(c), rule);
    await next();
  };
}
