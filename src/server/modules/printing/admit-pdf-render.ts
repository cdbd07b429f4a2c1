import type { Database } from "../../db/client.ts";
import { enforceRateLimit, type RateLimitRule } from "../../db/rate-limit-counters.ts";

const PDF_RATE_LIMITED = "You are making PDFs too quickly. Please wait a moment and try again.";

/**
 * Counts one render that needs a worker against the user's PDF_RATE_LIMIT_* window (cache hits
 * never get here); past it, 429 rate_limited with the seconds to wait.
 */
export async function admitPdfRender({
  db,
  userId,
  rule,
}: {
  db: Database;
  userId: string;
  rule: RateLimitRule;
}) {
  await enforceRateLimit(db, `pdf:${userId}`, { ...rule, message: PDF_RATE_LIMITED });
}
