import { Hono } from "hono";
import { idPayload } from "../../../shared/contracts/fields.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { checkResumeQuality } from "../../modules/resumes/check-resume-quality.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/cv/quality: the "Check my resume" findings of the Finalize step (docs/api.md "Resume
// quality"). A POST because it runs the grammar tagger over the whole resume, on the request
// thread: its own, tighter limit per user ("quality" in modules/limits/user-rate-limits.ts,
// declared in the operation table).
export function qualityRoutes({ db }: RouteDependencies) {
  return new Hono<AppBindings>().post("/quality", async (c) => {
    const { id } = validatePayload(idPayload, await readJson(c.req));
    return c.json(await checkResumeQuality({ db, userId: c.get("user").id, id }));
  });
}
