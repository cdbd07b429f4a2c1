import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { becomePartner } from "../../modules/entitlements/become-partner.ts";
import { getEntitlements } from "../../modules/entitlements/get-entitlements.ts";

// The partner plan a visitor picked on a partner page (spec §9: plan cookie, one year).
const PLAN_COOKIE = "plan";

export function userRoutes({ db, env }: { db: Database; env: Env }) {
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const entitlements = await getEntitlements({
        db,
        userId: c.get("user").id,
        billingEnabled: env.BILLING,
        planCookie: getCookie(c, PLAN_COOKIE),
      });
      return c.json(entitlements);
    })
    .post("/partner", async (c) => {
      await becomePartner({
        db,
        userId: c.get("user").id,
        partnerModeEnabled: env.PARTNER_MODE,
        planCookie: getCookie(c, PLAN_COOKIE),
      });
      return c.json({ ok: true });
    });
}
