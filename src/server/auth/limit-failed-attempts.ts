import { createHash } from "node:crypto";
import { APIError, isAPIError } from "better-auth/api";
import type { Database } from "../db/client.ts";
import { clearRateLimit, hitRateLimit, type RateLimitRule } from "../db/rate-limit-counters.ts";

/**
 * Failed password or code attempts one account takes per window, whatever addresses they come
 * from: per-address limits do not stop an attacker with many addresses. Two-factor codes have
 * the same budget through Better Auth's own account lockout (auth.ts).
 */
export const FAILED_ATTEMPT_LIMIT: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };

type HookContext = { path: string; body?: unknown; context: { returned?: unknown } };

// Paths that check a password or a mailed code, and the body field naming the account. Magic
// links and reset links carry long random tokens: nothing there to guess.
const accountFields: Record<string, string> = {
  "/sign-in/email": "email",
  "/sign-in/email-otp": "email",
  "/email-otp/verify-email": "email",
  "/email-otp/check-verification-otp": "email",
  "/email-otp/reset-password": "email",
  "/sign-in/phone-number": "phoneNumber",
};

/**
 * The counter of the account a request names. Unknown addresses are counted like known ones,
 * so the answers say nothing about which accounts exist. The address is hashed: the table of
 * counters keeps no email addresses.
 */
function counterKey(ctx: HookContext): string | undefined {
  const field = accountFields[ctx.path];
  if (!field || typeof ctx.body !== "object" || ctx.body === null) return undefined;
  const value = (ctx.body as Record<string, unknown>)[field];
  if (typeof value !== "string" || !value.trim()) return undefined;
  const account = `${field}:${value.trim().toLowerCase()}`;
  return `auth-failures:${createHash("sha256").update(account).digest("hex")}`;
}

/**
 * Before the check: every attempt takes one from the account's budget up front (atomically, so
 * parallel guesses cannot all slip through), and past the budget even the right secret is
 * refused with 429 until the window ends.
 */
export async function refuseLockedAccount(db: Database, ctx: HookContext) {
  const key = counterKey(ctx);
  if (!key) return;
  const hit = await hitRateLimit(db, key, FAILED_ATTEMPT_LIMIT);
  if (hit.allowed) return;
  const minutes = Math.ceil(hit.retryAfterSeconds / 60);
  throw new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "TOO_MANY_FAILED_ATTEMPTS",
      message: `Too many failed attempts for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    },
    { "Retry-After": String(hit.retryAfterSeconds) },
  );
}

/** After the check: a success gives the account its whole budget back. */
export async function forgiveSuccessfulAttempt(db: Database, ctx: HookContext) {
  const key = counterKey(ctx);
  if (!key || isAPIError(ctx.context.returned)) return;
  await clearRateLimit(db, key);
}
