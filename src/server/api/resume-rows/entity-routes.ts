import { Hono } from "hono";
import {
  createEntityPayload,
  deleteEntityPayload,
  listEntityQuery,
  reorderEntityPayload,
  updateEntityPayload,
} from "../../../shared/contracts/resume-rows.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { createCoverLetter } from "../../modules/cover-letters/create-cover-letter.ts";
import { deleteCoverLetter } from "../../modules/cover-letters/delete-cover-letter.ts";
import { listCoverLetters } from "../../modules/cover-letters/list-cover-letters.ts";
import { updateCoverLetter } from "../../modules/cover-letters/update-cover-letter.ts";
import { parsePageQuery } from "../../modules/limits/page-query.ts";
import { createResumeRow } from "../../modules/resume-rows/create-resume-row.ts";
import { deleteResumeRow } from "../../modules/resume-rows/delete-resume-row.ts";
import { listResumeRows } from "../../modules/resume-rows/list-resume-rows.ts";
import { reorderResumeRows } from "../../modules/resume-rows/reorder-resume-rows.ts";
import { updateResumeRow } from "../../modules/resume-rows/update-resume-row.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/entity: the ordered child rows of a resume, and the user's cover letters
// (docs/api.md "Child rows"). Every operation is scoped to the signed-in user.
export function entityRoutes({ db }: RouteDependencies) {
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const userId = c.get("user").id;
      const { entity } = validatePayload(listEntityQuery, { entity: c.req.query("entity") });
      if (entity === "cover_letters") {
        const page = parsePageQuery(c.req.query());
        return c.json(await listCoverLetters({ db, userId, page }));
      }
      const resumeId = parseQueryId(c.req.query("resume_id"), "resume_id");
      return c.json(await listResumeRows({ db, userId, type: entity, resumeId }));
    })
    .post("/", async (c) => {
      const userId = c.get("user").id;
      const payload = validatePayload(createEntityPayload, await readJson(c.req));
      if (payload.type === "cover_letters") {
        const { type: _type, ...fields } = payload;
        return c.json(await createCoverLetter({ db, userId, fields }), 201);
      }
      const { type, resume_id, ...fields } = payload;
      return c.json(await createResumeRow({ db, userId, type, resumeId: resume_id, fields }), 201);
    })
    .patch("/", async (c) => {
      const userId = c.get("user").id;
      const payload = validatePayload(updateEntityPayload, await readJson(c.req));
      if (payload.type === "cover_letters") {
        const { type: _type, id, ...fields } = payload;
        return c.json(await updateCoverLetter({ db, userId, id, fields }));
      }
      const { type, id, ...fields } = payload;
      return c.json(await updateResumeRow({ db, userId, type, id, fields }));
    })
    .delete("/", async (c) => {
      const userId = c.get("user").id;
      const { type, id } = validatePayload(deleteEntityPayload, await readJson(c.req));
      if (type === "cover_letters") await deleteCoverLetter({ db, userId, id });
      else await deleteResumeRow({ db, userId, type, id });
      return c.json({ ok: true });
    })
    .post("/reorder", async (c) => {
      const { type, resume_id, ids } = validatePayload(reorderEntityPayload, await readJson(c.req));
      return c.json(
        await reorderResumeRows({ db, userId: c.get("user").id, type, resumeId: resume_id, ids }),
      );
    });
}
