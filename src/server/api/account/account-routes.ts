import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import type { AppBindings } from "../../lib/bindings.ts";
import { deleteAccount } from "../../modules/account/delete-account.ts";
import { exportAccountData } from "../../modules/account/export-account-data.ts";
import { readJson, validatePayload } from "../../modules/resumes/validate-payload.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/account: "Your data" (docs/api.md): export everything, delete the account.

const deletePayload = z.strictObject({
  confirm: z.literal("DELETE", 'confirm must be exactly "DELETE" to delete the account.'),
});

// Better Auth's session cookie (with the __Secure- prefix on https).
const SESSION_COOKIE = "better-auth.session_token";

export function accountRoutes({ db, logger, storage }: RouteDependencies) {
  return new Hono<AppBindings>()
    .get("/export", async (c) => {
      const data = await exportAccountData({ db, storage, userId: c.get("user").id });
      const day = data.exported_at.slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="resume-builder-data-${day}.json"`);
      c.header("Cache-Control", "private, no-store");
      return c.body(JSON.stringify(data, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
      });
    })
    .delete("/", async (c) => {
      validatePayload(deletePayload, await readJson(c.req));
      await deleteAccount({ db, logger, storage, userId: c.get("user").id });
      // The session row is gone with the user; the browser should drop its cookie too.
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      deleteCookie(c, `__Secure-${SESSION_COOKIE}`, { path: "/", secure: true });
      return c.json({ ok: true });
    });
}
