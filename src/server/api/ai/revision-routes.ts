import { Hono } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import { refundStaleGenerations, staleGenerationAfterMs } from "../../modules/ai/settle-generation.ts";
import { idPayload } from "../../modules/resumes/resume-payloads.ts";
import { parseQueryId, readJson, validatePayload } from "../../modules/resumes/validate-payload.ts";
import { applyRevisionChanges } from "../../modules/revisions/apply-revision-changes.ts";
import { confirmTerms } from "../../modules/revisions/confirm-terms.ts";
import { deleteRevision } from "../../modules/revisions/delete-revision.ts";
import { generateRevision } from "../../modules/revisions/generate-revision.ts";
import { getRevision } from "../../modules/revisions/get-revision.ts";
import { listRevisions } from "../../modules/revisions/list-revisions.ts";
import {
  applyChangesPayload,
  confirmTermsPayload,
  generatePayload,
  updateRevisionPayload,
} from "../../modules/revisions/revision-payloads.ts";
import { updateRevision } from "../../modules/revisions/update-revision.ts";
import { writeRateLimit } from "../write-rate-limit.ts";
import { aiRateLimit } from "./ai-rate-limit.ts";
import type { AiRouteDependencies } from "./ai-route-dependencies.ts";
import { answerGeneration } from "./generation-response.ts";

// /api/cv: AI tailoring and the Tailored revisions of a resume (docs/api.md "AI writing").
export function revisionRoutes({ db, env, logger, writer }: AiRouteDependencies) {
  const timeoutMs = env.AI_TIMEOUT_MS;
  const refundStale = (userId: string) =>
    refundStaleGenerations({ db, userId, olderThanMs: staleGenerationAfterMs(timeoutMs) });
  return new Hono<AppBindings>()
    .post("/generate", aiRateLimit({ db, env }), async (c) => {
      const userId = c.get("user").id;
      const payload = validatePayload(generatePayload, await readJson(c.req));
      await refundStale(userId);
      return answerGeneration(c, (onProgress) =>
        generateRevision({
          db,
          logger,
          writer,
          userId,
          billingEnabled: env.BILLING,
          timeoutMs,
          payload,
          onProgress,
        }),
      );
    })
    .get("/revisions", async (c) => {
      const resumeId = parseQueryId(c.req.query("id"));
      const userId = c.get("user").id;
      await refundStale(userId);
      return c.json(await listRevisions({ db, userId, resumeId }));
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
    .post("/revision/confirm", async (c) => {
      const { id, terms } = validatePayload(confirmTermsPayload, await readJson(c.req));
      return c.json(await confirmTerms({ db, userId: c.get("user").id, id, confirmations: terms }));
    })
    .post("/revision/apply", writeRateLimit({ db, env }), async (c) => {
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
