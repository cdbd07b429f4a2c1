import { Hono } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import { createCoverLetter } from "../../modules/entities/create-cover-letter.ts";
import { createEntity } from "../../modules/entities/create-entity.ts";
import { deleteCoverLetter } from "../../modules/entities/delete-cover-letter.ts";
import { deleteEntity } from "../../modules/entities/delete-entity.ts";
import { ensureFreeCoverLetter } from "../../modules/entities/ensure-free-cover-letter.ts";
import {
  createEntityPayload,
  deleteEntityPayload,
  listEntityQuery,
  reorderEntityPayload,
  updateEntityPayload,
} from "../../modules/entities/entity-payloads.ts";
import { listCoverLetters, listCoverLettersPage } from "../../modules/entities/list-cover-letters.ts";
import { listEntities } from "../../modules/entities/list-entities.ts";
import { reorderEntities } from "../../modules/entities/reorder-entities.ts";
import { updateCoverLetter } from "../../modules/entities/update-cover-letter.ts";
import { updateEntity } from "../../modules/entities/update-entity.ts";
import { parsePageQuery } from "../../modules/limits/page-query.ts";
import { parseQueryId, readJson, validatePayload } from "../../modules/resumes/validate-payload.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/entity: the ordered child rows of a resume, and the user's cover letters
// (docs/api.md "Child rows"). Every operation is scoped to the signed-in user.
export function entityRoutes({ db }: RouteDependencies) {
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const userId = c.get("user").id;
      const { entity } = validatePayload(listEntityQuery, { entity: c.req.query("entity") });
      if (entity === "cover_letters") {
        await ensureFreeCoverLetter({ db, userId });
        const page = parsePageQuery(c.req.query());
        return c.json(
          page ? await listCoverLettersPage({ db, userId, page }) : await listCoverLetters({ db, userId }),
        );
      }
      const resumeId = parseQueryId(c.req.query("resume_id"), "resume_id");
      return c.json(await listEntities({ db, userId, type: entity, resumeId }));
    })
    .post("/", async (c) => {
      const userId = c.get("user").id;
      const payload = validatePayload(createEntityPayload, await readJson(c.req));
      if (payload.type === "cover_letters") {
        const { type: _type, ...fields } = payload;
        return c.json(await createCoverLetter({ db, userId, fields }), 201);
      }
      const { type, resume_id, ...fields } = payload;
      return c.json(await createEntity({ db, userId, type, resumeId: resume_id, fields }), 201);
    })
    .patch("/", async (c) => {
      const userId = c.get("user").id;
      const payload = validatePayload(updateEntityPayload, await readJson(c.req));
      if (payload.type === "cover_letters") {
        const { type: _type, id, ...fields } = payload;
        return c.json(await updateCoverLetter({ db, userId, id, fields }));
      }
      const { type, id, ...fields } = payload;
      return c.json(await updateEntity({ db, userId, type, id, fields }));
    })
    .delete("/", async (c) => {
      const userId = c.get("user").id;
      const { type, id } = validatePayload(deleteEntityPayload, await readJson(c.req));
      if (type === "cover_letters") await deleteCoverLetter({ db, userId, id });
      else await deleteEntity({ db, userId, type, id });
      return c.json({ ok: true });
    })
    .post("/reorder", async (c) => {
      const { type, resume_id, ids } = validatePayload(reorderEntityPayload, await readJson(c.req));
      return c.json(await reorderEntities({ db, userId: c.get("user").id, type, resumeId: resume_id, ids }));
    });
}
