import { Hono } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { postingSkills } from "../../modules/resumes/posting-skills.ts";
import { userRateLimit } from "../rate-limit.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// GET /api/cv/posting-skills?id=: the skills the resume's target posting asks for that it does
// not say, the first of the wizard's skill suggestions (docs/api.md "Resumes", issue 34). A read,
// but it may analyse a posting not saved as a job (uncached) and match it against the whole
// resume on the request thread: the same allowance as the quality check, on a counter of its own.
const POSTING_SKILLS_RATE_LIMITED =
  "You are asking for skill suggestions too often. Please wait a minute and try again.";

export function postingSkillsRoutes({ db, env }: RouteDependencies) {
  const limit = userRateLimit({
    db,
    name: "posting-skills",
    max: env.QUALITY_RATE_LIMIT_MAX,
    windowSeconds: env.QUALITY_RATE_LIMIT_WINDOW_SECONDS,
    message: POSTING_SKILLS_RATE_LIMITED,
  });
  return new Hono<AppBindings>().get("/posting-skills", limit, async (c) => {
    const id = parseQueryId(c.req.query("id"));
    return c.json(await postingSkills({ db, userId: c.get("user").id, id }));
  });
}
