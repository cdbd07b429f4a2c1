import { eq, lt, sql } from "drizzle-orm";
import { AppError } from "../lib/app-error.ts";
import type { Database } from "./client.ts";
import { apiRateLimit } from "./schema/index.ts";

// Fixed-window counters in the database (api_rate_limit), so every instance behind a load
// balancer shares them (DESIGN.md §6). One atomic upsert per hit: concurrent requests of one
// key serialise on its row and each sees its own count.

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitHit {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

let hitsSincePrune = 0;

/** Counts one request for `key` and says whether it is within the rule. */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitHit> {
  // One counter per address or user piles up: now and then clear old ones; nobody waits on it.
  if (++hitsSincePrune % 500 === 0) pruneRateLimits(db).catch(() => {});
  // The env validates the window as a whole number; truncate anyway, it is written into the SQL.
  const window = sql.raw(`interval '${Math.max(1, Math.trunc(rule.windowSeconds))} seconds'`);
  const expired = sql`${apiRateLimit.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(apiRateLimit)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: apiRateLimit.key,
      // Both expressions read the row as it was before this update.
      set: {
        count: sql`case when ${expired} then 1 else ${apiRateLimit.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${apiRateLimit.windowStart} end`,
      },
    })
    .returning({
      count: apiRateLimit.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${apiRateLimit.windowStart} + ${window} - now())))::int`,
    });
  if (!row) throw new Error("rate limit upsert returned no row");
  return {
    allowed: row.count <= rule.max,
    count: row.count,
    retryAfterSeconds: Math.max(1, Number(row.secondsLeft)),
  };
}

/** hitRateLimit that refuses: 429 `rate_limited` saying `message`, with Retry-After, beyond the rule. */
export async function enforceRateLimit(
  db: Database,
  key: string,
  { message, ...rule }: RateLimitRule & { message: string },
) {
  const hit = await hitRateLimit(db, key, rule);
  if (!hit.allowed) throw new AppError("rate_limited", message, { retryAfterSeconds: hit.retryAfterSeconds });
}

/** Forgets the count of `key` (a success that should not count against the next attempts). */
export async function clearRateLimit(db: Database, key: string) {
  await db.delete(apiRateLimit).where(eq(apiRateLimit.key, key));
}

/**
 * Gives back one request of `key`: for a request another limit refused before it did any work
 * (it should not use up this allowance too). Never below zero.
 */
export async function giveBackRateLimit(db: Database, key: string) {
  await db
    .update(apiRateLimit)
    .set({ count: sql`greatest(${apiRateLimit.count} - 1, 0)` })
    .where(eq(apiRateLimit.key, key));
}

/** Drops counters whose window ended long ago (one row per client address would pile up). */
async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60) {
  await db
    .delete(apiRateLimit)
    .where(
      lt(
        apiRateLimit.windowStart,
        sql`now() - ${sql.raw(`interval '${Math.trunc(olderThanSeconds)} seconds'`)}`,
      ),
    );
}
