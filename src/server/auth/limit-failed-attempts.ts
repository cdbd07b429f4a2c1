import { createHash } from "node:crypto";
import type { GenericEndpointContext } from "better-auth";
import { APIError, isAPIError } from "better-auth/api";
import type { Database } from "../db/client.ts";
import { clearRateLimit, hitRateLimit, type RateLimitRule } from "../db/rate-limit-counters.ts";
import { knownDeviceCookieName, readKnownDevice, rememberAccount } from "./known-device.ts";

/**
 * Failed password or code attempts one account takes per window, whatever addresses they come
 * from: per-address limits do not stop an attacker with many addresses. Two-factor codes have
 * the same budget through Better Auth's own account lockout (auth.ts). A browser that signed in
 * to the account before (known-device.ts) has a budget of the same size of its own, so guesses
 * from elsewhere do not lock the owner out of their own browser; the shared budget still binds
 * every other browser, the attacker's included.
 */
export const FAILED_ATTEMPT_LIMIT: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };

/** A hook's context; in an after-hook `context.returned` is the endpoint's answer (an APIError on failure). */
type HookContext = Pick<GenericEndpointContext, "path" | "body" | "getCookie" | "setCookie"> & {
  context: GenericEndpointContext["context"] & { returned?: unknown };
};

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
 * The account a request names, as a SHA-256 of the address (the counters and the known-device
 * cookie keep no email addresses). Unknown addresses are counted like known ones, so the answers
 * say nothing about which accounts exist.
 */
function accountHash(field: string, value: string): string {
  return createHash("sha256").update(`${field}:${value.trim().toLowerCase()}`).digest("hex");
}

function namedAccount(ctx: HookContext): string | undefined {
  const field = accountFields[ctx.path ?? ""];
  if (!field || typeof ctx.body !== "object" || ctx.body === null) return undefined;
  const value = (ctx.body as Record<string, unknown>)[field];
  if (typeof value !== "string" || !value.trim()) return undefined;
  return accountHash(field, value);
}

/** The counter an attempt takes from: this known device's own, or the account's shared one. */
function counterKey(ctx: HookContext, appUrl: string): string | undefined {
  const account = namedAccount(ctx);
  if (!account) return undefined;
  const cookie = ctx.getCookie(knownDeviceCookieName(appUrl)) ?? undefined;
  const device = readKnownDevice(ctx.context.secret, cookie);
  if (device?.accounts.includes(account)) return `auth-failures:${account}:device:${device.id}`;
  return `auth-failures:${account}`;
}

/**
 * Before the check: every attempt takes one from its budget up front (atomically, so parallel
 * guesses cannot all slip through), and past the budget even the right secret is refused with
 * 429 until the window ends.
 */
export async function refuseLockedAccount(db: Database, ctx: HookContext, appUrl: string) {
  const key = counterKey(ctx, appUrl);
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

/**
 * After the check: a success gives back the budget it took from (a known device's success
 * leaves the shared budget an attacker used up as it is).
 */
export async function forgiveSuccessfulAttempt(db: Database, ctx: HookContext, appUrl: string) {
  const key = counterKey(ctx, appUrl);
  if (!key || isAPIError(ctx.context.returned)) return;
  await clearRateLimit(db, key);
}

/**
 * After every way of signing in (password, code, link, social, second factor): this browser is
 * now a known device of the account, for its email and its phone number. Called once the
 * second-factor step has had its say, so a sign-in still waiting for its code does not count.
 */
export function rememberKnownDevice(ctx: HookContext, appUrl: string) {
  const user = ctx.context.newSession?.user as
    | { email?: string; phoneNumber?: string | null; isAnonymous?: boolean | null }
    | undefined;
  if (!user?.email || user.isAnonymous) return;
  const accounts = [accountHash("email", user.email)];
  if (user.phoneNumber) accounts.push(accountHash("phoneNumber", user.phoneNumber));
  const name = knownDeviceCookieName(appUrl);
  let cookie = { value: ctx.getCookie(name) ?? "", maxAge: 0 };
  for (const account of accounts) cookie = rememberAccount(ctx.context.secret, cookie.value, account);
  ctx.setCookie(name, cookie.value, {
    httpOnly: true,
    secure: appUrl.startsWith("https:"),
    sameSite: "lax",
    path: "/",
    maxAge: cookie.maxAge,
  });
}
