import { Hono } from "hono";
import { idPayload } from "../../../shared/contracts/fields.ts";
import { createResumePayload, updateResumePayload } from "../../../shared/contracts/resumes.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { parsePageQuery } from "../../modules/limits/page-query.ts";
import { createResume } from "../../modules/resumes/create-resume.ts";
import { deleteResume } from "../../modules/resumes/delete-resume.ts";
import { duplicateResume } from "../../modules/resumes/duplicate-resume.ts";
import { getResume } from "../../modules/resumes/get-resume.ts";
import { getResumeStats } from "../../modules/resumes/get-resume-stats.ts";
import { listResumes } from "../../modules/resumes/list-resumes.ts";
import { updateResume } from "../../modules/resumes/update-resume.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/cv: the resumes of the signed-in user (docs/api.md "Resumes"). Import, export and
// photos have routes of their own.
export function cvRoutes({ db, env, logger, storage }: RouteDependencies) {
  const billingEnabled = env.BILLING;
  return new Hono<AppBindings>()
    .get("/stats", async (c) => {
      return c.json(await getResumeStats({ db, userId: c.get("user").id, billingEnabled }));
    })
    .get("/list", async (c) => {
      const page = parsePageQuery(c.req.query());
      return c.json(await listResumes({ db, userId: c.get("user").id, page }));
    })
    .get("/item", async (c) => {
      const id = parseQueryId(c.req.query("id"));
      return c.json(await getResume({ db, userId: c.get("user").id, id }));
    })
    .post("/create", async (c) => {
      const { name } = validatePayload(createResumePayload, await readJson(c.req));
      const document = await createResume({
        db,
        userId: c.get("user").id,
        billingEnabled,
        content: { fields: { name } },
      });
      return c.json(document, 201);
    })
    .post("/duplicate", async (c) => {
      const { id } = validatePayload(idPayload, await readJson(c.req));
      return c.json(await duplicateResume({ db, userId: c.get("user").id, billingEnabled, id }), 201);
    })
    .patch("/update", async (c) => {
      const { id, updated_at, ...fields } = validatePayload(updateResumePayload, await readJson(c.req));
      return c.json(await updateResume({ db, userId: c.get("user").id, id, updatedAt: updated_at, fields }));
    })
    .delete("/delete", async (c) => {
      const { id } = validatePayload(idPayload, await readJson(c.req));
      await deleteResume({ db, userId: c.get("user").id, id, storage, logger });
      return c.json({ ok: true });
    });
}
