import type { Env } from "../env.ts";

// Paths that send mail, check a secret or create accounts get the tight limit; the rest of
// /api/auth keeps Better Auth's general one. Counters are per client IP and path.
const sensitivePaths = [
  "/sign-in/*",
  "/sign-up/*",
  "/email-otp/*",
  "/magic-link/*",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/change-email",
  "/change-password",
  "/phone-number/*",
  "/two-factor/*",
];

export function authRateLimitRules(env: Env) {
  const rule = { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
  return Object.fromEntries(sensitivePaths.map((path) => [path, rule]));
}
