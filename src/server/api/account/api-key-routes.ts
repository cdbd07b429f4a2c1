import { Hono } from "hono";
import { createApiKeyPayload } from "../../../shared/contracts/api-keys.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireRecentSignIn } from "../../auth/require-recent-sign-in.ts";
import type { Mailer } from "../../email/mailer.ts";
import { mails } from "../../email/templates.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { createApiKey } from "../../modules/api-keys/create-api-key.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// POST /api/account/api-keys: a new personal API key (docs/api.md "API keys"; listing and revoking
// them are in the operation table). Only a signed-in session manages keys: the table declares
// these routes session-only, and api/openapi/mount-operations.ts refuses an API key first.
// A key reads everything the export does, for as long as it lives, so creating one asks what
// the export asks (a sign-in from the last 15 minutes or the password) and tells the owner.

const GUESTS_HAVE_NO_KEYS =
  "Create an account first: a guest's work lives in this browser only, so it has no API keys.";

export function apiKeyRoutes({
  db,
  logger,
  auth,
  mailer,
}: Pick<RouteDependencies, "db" | "logger"> & { auth: Auth; mailer: Mailer }) {
  return new Hono<AppBindings>().post("/", async (c) => {
    const { name, scope, password } = validatePayload(createApiKeyPayload, await readJson(c.req));
    const user = c.get("user");
    if (user.isAnonymous) throw new AppError("forbidden", GUESTS_HAVE_NO_KEYS);
    await requireRecentSignIn({ auth, db, user, password });
    const created = await createApiKey({ db, userId: user.id, name, scope });
    // The key is made and shown once: a mail that fails is logged, not a lost key.
    const notice = mails.apiKeyCreated(user.email, {
      name,
      scope,
      createdAt: new Date(created.api_key.created_at),
    });
    await mailer
      .send(notice)
      .catch((error) =>
        logger.error("api key notice not sent", { requestId: c.get("requestId"), userId: user.id, error }),
      );
    return c.json(created, 201);
  });
}
