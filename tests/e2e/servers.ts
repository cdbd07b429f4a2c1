// The servers Playwright starts once for the whole run (playwright.config.ts), each on its own
// port and data folder, shared by every spec that needs that set-up: each test has its own user.

/**
 * What every e2e server runs with on `port`: its own data folder, quiet logs, sign-in limits that
 * many tests' users fit under, and mail kept in the outbox (/dev/outbox) whatever the calling
 * shell has set.
 */
export function serverEnv(port: number) {
  return {
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: `.e2e-data-${port}`,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_MAX: "1000",
    SMTP_URL: "",
  };
}

/** The main server's port (billing on, as a hosted app runs). E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Paid paths (more resumes, AI, downloads) on a self-hosted server with BILLING=off, which lifts every limit. */
export const UNLOCKED_PORT = E2E_PORT + 1;
export const UNLOCKED_URL = `http://localhost:${UNLOCKED_PORT}`;

// The journeys' server: billing on, Stripe Payment Links and a webhook secret for test mode.
// Stripe is never contacted: the links are only read, and the webhook is signed locally.
export const JOURNEY_WEBHOOK_SECRET = "whsec_e2e_journey_secret_0123456789abcdef";
export const JOURNEY_PRO_LINK = "https://buy.stripe.com/test_pro_journey";
export const JOURNEY_PORT = E2E_PORT + 2;
export const JOURNEY_URL = `http://localhost:${JOURNEY_PORT}`;
export const JOURNEY_ENV = {
  STRIPE_WEBHOOK_SECRET: JOURNEY_WEBHOOK_SECRET,
  STRIPE_LINK_BASIC: "https://buy.stripe.com/test_basic_journey",
  STRIPE_LINK_PRO: JOURNEY_PRO_LINK,
  STRIPE_LINK_PREMIUM: "https://buy.stripe.com/test_premium_journey",
};
