import { Hono } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import { refundStaleGenerations, staleGenerationAfterMs } from "../../modules/ai/settle-generation.ts";
import {
  createCoverLetterPayload,
  DEFAULT_COVER_LETTER_NAME,
  generateCoverLetterPayload,
} from "../../modules/cover-letters/cover-letter-payloads.ts";
import { generateCoverLetter } from "../../modules/cover-letters/generate-cover-letter.ts";
import { getCoverLetter } from "../../modules/cover-letters/get-cover-letter.ts";
import { createCoverLetter } from "../../modules/entities/create-cover-letter.ts";
import { parseQueryId, readJson, validatePayload } from "../../modules/resumes/validate-payload.ts";
import { aiRateLimit } from "../ai/ai-rate-limit.ts";
import type { AiRouteDependencies } from "../ai/ai-route-dependencies.ts";
import { answerGeneration } from "../ai/generation-response.ts";

// /api/cover-letter: create, read and generate cover letters (docs/api.md "AI writing"); the
// list, edits and deletion go through /api/entity like the spec's other entities.
export function coverLetterRoutes({ db, env, logger, writer }: AiRouteDependencies) {
  return new Hono<AppBindings>()
    .post("/create", async (c) => {
      const { name, ...fields } = validatePayload(createCoverLetterPayload, await readJson(c.req));
      const letter = await createCoverLetter({
        db,
        userId: c.get("user").id,
        fields: { ...fields, name: name ?? DEFAULT_COVER_LETTER_NAME },
      });
      return c.json(letter, 201);
    })
    .get("/item", async (c) => {
      const id = parseQueryId(c.req.query("id"));
      return c.json(await getCoverLetter({ db, userId: c.get("user").id, id }));
    })
    .post("/generate", aiRateLimit({ db, env }), async (c) => {
      const userId = c.get("user").id;
      const payload = validatePayload(generateCoverLetterPayload, await readJson(c.req));
      await refundStaleGenerations({ db, userId, olderThanMs: staleGenerationAfterMs(env.AI_TIMEOUT_MS) });
      return answerGeneration(c, (onProgress) =>
        generateCoverLetter({
          db,
          logger,
          writer,
          userId,
          billingEnabled: env.BILLING,
          timeoutMs: env.AI_TIMEOUT_MS,
          payload,
          onProgress,
        }),
      );
    });
}
