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

// Reading one's own session checks no secret: every page asks it (the app guard, and the public
// header's signed-in state), so the general limit of 300 a minute per address would refuse a
// busy office or a burst of tabs. It keeps a limit, ten times the general one.
const SESSION_READ_RULE = { window: 60, max: 3000 };

export function authRateLimitRules(env: Env) {
  const rule = { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
  return {
    ...Object.fromEntries(sensitivePaths.map((path) => [path, rule])),
    "/get-session": SESSION_READ_RULE,
  };
}
