import { Hono } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { postingSkills } from "../../modules/resumes/posting-skills.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// GET /api/cv/posting-skills?id=: the skills the resume's target posting asks for that it does
// not say, the first of the wizard's skill suggestions (docs/api.md "Resumes", issue 34). A read,
// but it may analyse a posting not saved as a job (uncached) and match it against the whole
// resume on the request thread: the quality check's allowance, on a counter of its own
// ("posting-skills" in modules/limits/user-rate-limits.ts, declared in the operation table).
export function postingSkillsRoutes({ db }: RouteDependencies) {
  return new Hono<AppBindings>().get("/posting-skills", async (c) => {
    const id = parseQueryId(c.req.query("id"));
    return c.json(await postingSkills({ db, userId: c.get("user").id, id }));
  });
}
