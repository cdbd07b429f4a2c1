import type { Context } from "hono";
import { Hono } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { checkResumeQuality } from "../../modules/resumes/check-resume-quality.ts";
import { idPayload } from "../../modules/resumes/resume-payloads.ts";
import { readJson, validatePayload } from "../../modules/resumes/validate-payload.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/cv/quality: the "Check my resume" findings of the Finalize step (docs/api.md "Resume
// quality"). A POST because it runs the grammar tagger over the whole resume: it is counted per
// user like the row-creating writes (WRITE_RATE_LIMIT_MAX per window), on a counter of its own
// so checking never stops the user adding rows.
export function qualityRoutes({ db, env }: RouteDependencies) {
  const limit = rateLimit({
    db,
    max: env.WRITE_RATE_LIMIT_MAX,
    windowSeconds: env.WRITE_RATE_LIMIT_WINDOW_SECONDS,
    key: (c: Context<AppBindings>) => `quality:${c.get("user").id}`,
    message: "You are checking too often. Please wait a minute and try again.",
  });
  return new Hono<AppBindings>().post("/quality", limit, async (c) => {
    const { id } = validatePayload(idPayload, await readJson(c.req));
    return c.json(await checkResumeQuality({ db, userId: c.get("user").id, id }));
  });
}
