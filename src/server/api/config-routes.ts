import { Hono } from "hono";
import type { PublicConfig } from "../../shared/contracts/config.ts";
import { describeWriter } from "../ai/create-writer.ts";
import { enabledSocialProviders } from "../auth/social-providers.ts";
import { showsDevOutbox } from "../email/dev-outbox.ts";
import type { Mailer } from "../email/mailer.ts";
import type { Env } from "../env.ts";
import { analyticsConfig, paymentLinks } from "../modules/payments/payment-config.ts";

/** What the browser needs to know about this server's setup; nothing secret (shared/contracts/config.ts). */
export function configRoutes(env: Env, mailer: Mailer) {
  const body: PublicConfig = {
    socialProviders: enabledSocialProviders(env),
    smsEnabled: false,
    outbox: showsDevOutbox(env, mailer),
    billing: env.BILLING,
    partnerMode: env.PARTNER_MODE,
    payments: { links: paymentLinks(env) },
    analytics: analyticsConfig(env),
    writer: describeWriter(env),
  };
  return new Hono().get("/", (c) => c.json(body));
}
