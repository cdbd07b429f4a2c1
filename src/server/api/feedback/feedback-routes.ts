import { Hono } from "hono";
import { feedbackPayload } from "../../../shared/contracts/feedback.ts";
import type { Auth } from "../../auth/auth.ts";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { CLIENT_IP_HEADER } from "../../lib/client-ip.ts";
import { sameOriginWrites } from "../../lib/same-origin-writes.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { saveFeedback } from "../../modules/feedback/save-feedback.ts";
import { rateLimit } from "../rate-limit.ts";

/** A person writes to us a few times at most; this is the ceiling per client address. */
export const FEEDBACK_RATE_LIMIT = { max: 5, windowSeconds: 15 * 60 };

// POST /api/feedback: the contact form and the thank-you page's box. Public (a visitor may
// write), so it is rate limited per client address; a signed-in sender's id is taken from the
// session, never from the body.
export function feedbackRoutes({ db, auth, env }: { db: Database; auth: Auth; env: Env }) {
  return new Hono<AppBindings>().post(
    "/",
    sameOriginWrites(env),
    rateLimit({
      db,
      ...FEEDBACK_RATE_LIMIT,
      key: (c) => `feedback:${c.req.header(CLIENT_IP_HEADER) ?? "unknown"}`,
      message: "You have sent several messages in a short time. Please wait a few minutes and try again.",
    }),
    async (c) => {
      const { email, message } = validatePayload(feedbackPayload, await readJson(c.req));
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      await saveFeedback({ db, email, message, userId: session?.user.id ?? null });
      return c.json({ ok: true }, 201);
    },
  );
}
