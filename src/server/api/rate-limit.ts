import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import { hitRateLimit, pruneRateLimits, type RateLimitRule } from "../db/rate-limit-counters.ts";
import { AppError } from "../lib/app-error.ts";
import type { AppBindings } from "../lib/bindings.ts";

// The routes' rate limits: counters in the database (db/rate-limit-counters.ts), refused with
// a 429 the error handler gives a Retry-After.

export interface RateLimitOptions extends RateLimitRule {
  db: Database;
  /** Names the counter, e.g. `ai:<user id>`; a different prefix per limited feature. */
  key: (c: Context) => string;
  /** What a person reads when refused. */
  message: string;
}

/** Hono middleware: 429 `rate_limited` with Retry-After beyond `max` requests per window. */
export function rateLimit({ db, key, message, ...rule }: RateLimitOptions): MiddlewareHandler {
  let hits = 0;
  return async (c, next) => {
    const hit = await hitRateLimit(db, key(c), rule);
    // Now and then, clear old counters; nobody waits on it.
    if (++hits % 500 === 0) pruneRateLimits(db).catch(() => {});
    if (!hit.allowed) {
      throw new AppError("rate_limited", message, { retryAfterSeconds: hit.retryAfterSeconds });
    }
    await next();
  };
}

/** rateLimit with one counter per signed-in user, keyed `<name>:<user id>`. */
export function userRateLimit({ name, ...options }: Omit<RateLimitOptions, "key"> & { name: string }) {
  return rateLimit({ ...options, key: (c: Context<AppBindings>) => `${name}:${c.get("user").id}` });
}
