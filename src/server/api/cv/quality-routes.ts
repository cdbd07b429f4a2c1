import { Hono } from "hono";
import { idPayload } from "../../../shared/contracts/fields.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { checkResumeQuality } from "../../modules/resumes/check-resume-quality.ts";
import { userRateLimit } from "../rate-limit.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/cv/quality: the "Check my resume" findings of the Finalize step (docs/api.md "Resume
// quality"). A POST because it runs the grammar tagger over the whole resume, on the request
// thread: it has its own, tighter limit per user (QUALITY_RATE_LIMIT_MAX per window, 20 a minute
// by default; a person checks after edits, a script would hold the CPU), on a counter of its own
// so checking never stops the user adding rows.
const QUALITY_RATE_LIMITED = "You are checking your resume too often. Please wait a minute and try again.";

export function qualityRoutes({ db, env }: RouteDependencies) {
  const limit = userRateLimit({
    db,
    name: "quality",
    max: env.QUALITY_RATE_LIMIT_MAX,
    windowSeconds: env.QUALITY_RATE_LIMIT_WINDOW_SECONDS,
    message: QUALITY_RATE_LIMITED,
  });
  return new Hono<AppBindings>().post("/quality", limit, async (c) => {
    const { id } = validatePayload(idPayload, await readJson(c.req));
    return c.json(await checkResumeQuality({ db, userId: c.get("user").id, id }));
  });
}
