import { Hono } from "hono";
import { idPayload } from "../../../shared/contracts/fields.ts";
import {
  applyChangesPayload,
  confirmTermsPayload,
  generateRevisionPayload,
  renameRevisionPayload,
  updateRevisionPayload,
} from "../../../shared/contracts/revisions.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { applyRevisionChanges } from "../../modules/revisions/apply-revision-changes.ts";
import { confirmTerms } from "../../modules/revisions/confirm-terms.ts";
import { deleteRevision } from "../../modules/revisions/delete-revision.ts";
import { generateRevision } from "../../modules/revisions/generate-revision.ts";
import { getRevision } from "../../modules/revisions/get-revision.ts";
import { listRevisions } from "../../modules/revisions/list-revisions.ts";
import { renameRevision } from "../../modules/revisions/rename-revision.ts";
import { updateRevision } from "../../modules/revisions/update-revision.ts";
import type { AiRouteDependencies } from "../generations/ai-route-dependencies.ts";
import { answerGeneration } from "../generations/generation-response.ts";

// /api/cv: AI tailoring and the Tailored revisions of a resume (docs/api.md "AI writing").
export function revisionRoutes(deps: AiRouteDependencies) {
  const { db, env } = deps;
  return new Hono<AppBindings>()
    .post("/generate", async (c) => {
      const payload = validatePayload(generateRevisionPayload, await readJson(c.req));
      return answerGeneration(c, deps, payload, generateRevision);
    })
    .get("/revisions", async (c) => {
      const resumeId = parseQueryId(c.req.query("id"));
      const userId = c.get("user").id;
      return c.json(
        await listRevisions({ db, userId, resumeId, timeoutMs: env.AI_TIMEOUT_MS, writer: deps.writer.name }),
      );
    })
    .get("/revision", async (c) => {
      const id = parseQueryId(c.req.query("id"));
      return c.json(await getRevision({ db, userId: c.get("user").id, id }));
    })
    .patch("/revision", async (c) => {
      const { id, updated_at, ...edit } = validatePayload(updateRevisionPayload, await readJson(c.req));
      return c.json(
        await updateRevision({
          db,
          userId: c.get("user").id,
          billingEnabled: env.BILLING,
          id,
          updatedAt: updated_at,
          edit,
        }),
      );
    })
    .patch("/revision/name", async (c) => {
      const { id, name } = validatePayload(renameRevisionPayload, await readJson(c.req));
      return c.json(await renameRevision({ db, userId: c.get("user").id, id, name }));
    })
    .post("/revision/confirm", async (c) => {
      const { id, terms } = validatePayload(confirmTermsPayload, await readJson(c.req));
      return c.json(await confirmTerms({ db, userId: c.get("user").id, id, confirmations: terms }));
    })
    .post("/revision/apply", async (c) => {
      // Adds a revision or rewrites the Original without AI: the write limit, no credit.
      const payload = validatePayload(applyChangesPayload, await readJson(c.req));
      return c.json(await applyRevisionChanges({ db, userId: c.get("user").id, payload }));
    })
    .delete("/revision", async (c) => {
      const { id } = validatePayload(idPayload, await readJson(c.req));
      await deleteRevision({ db, userId: c.get("user").id, id });
      return c.json({ ok: true });
    });
}
