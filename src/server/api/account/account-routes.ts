import { type Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { deleteAccountPayload, exportAccountPayload } from "../../../shared/contracts/account.ts";
import type { OkAnswer } from "../../../shared/contracts/fields.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireRecentSignIn } from "../../auth/require-recent-sign-in.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { fileAnswer } from "../../lib/file-answer.ts";
import { byteStreamOf } from "../../lib/streamed-json.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { deleteAccount } from "../../modules/account/delete-account.ts";
import { exportAccountData } from "../../modules/account/export-account-data.ts";
import { createStripeClient } from "../../modules/payments/stripe-client.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/account: "Your data" (docs/api.md): export everything, delete the account. Both need a
// sign-in from the last 15 minutes or the password: a stolen session cookie is not enough.

// Better Auth's session cookie (with the __Secure- prefix on https).
const SESSION_COOKIE = "better-auth.session_token";

export function accountRoutes({ db, env, logger, storage, auth }: RouteDependencies & { auth: Auth }) {
  // Deleting an account cancels its subscription at Stripe first.
  const stripe = createStripeClient(env);
  const recentSignIn = (c: Context<AppBindings>, password?: string) =>
    requireRecentSignIn({ auth, db, user: c.get("user"), password });

  // Called after the sign-in check: a refusal is still a plain JSON error. The file is then
  // streamed as it is read (resumes and revisions a page at a time), so a failure part-way can
  // no longer change the status: it is logged and the download is cut off.
  const exportAll = async (c: Context<AppBindings>) => {
    const userId = c.get("user").id;
    const { exportedAt, pieces } = await exportAccountData({ db, storage, userId });
    const body = byteStreamOf(pieces, (error) =>
      logger.error("account export failed", { requestId: c.get("requestId"), userId, error }),
    );
    return fileAnswer(body, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="resume-builder-data-${exportedAt.slice(0, 10)}.json"`,
    });
  };

  return (
    new Hono<AppBindings>()
      .get("/export", async (c) => {
        await recentSignIn(c);
        return exportAll(c);
      })
      // The same with the password, for a session older than 15 minutes.
      .post("/export", async (c) => {
        const { password } = validatePayload(exportAccountPayload, await readJson(c.req));
        await recentSignIn(c, password);
        return exportAll(c);
      })
      .delete("/", async (c) => {
        const { password } = validatePayload(deleteAccountPayload, await readJson(c.req));
        await recentSignIn(c, password);
        await deleteAccount({ db, logger, storage, stripe, userId: c.get("user").id });
        // The session row is gone with the user; the browser should drop its cookie too.
        deleteCookie(c, SESSION_COOKIE, { path: "/" });
        deleteCookie(c, `__Secure-${SESSION_COOKIE}`, { path: "/", secure: true });
        return c.json({ ok: true } satisfies OkAnswer);
      })
  );
}
