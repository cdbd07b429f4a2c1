import { Hono } from "hono";
import {
  createCoverLetterPayload,
  DEFAULT_COVER_LETTER_NAME,
  generateCoverLetterPayload,
} from "../../../shared/contracts/cover-letters.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { createCoverLetter } from "../../modules/cover-letters/create-cover-letter.ts";
import { generateCoverLetter } from "../../modules/cover-letters/generate-cover-letter.ts";
import { getCoverLetter } from "../../modules/cover-letters/get-cover-letter.ts";
import type { AiRouteDependencies } from "../generations/ai-route-dependencies.ts";
import { answerGeneration } from "../generations/generation-response.ts";

// /api/cover-letter: create, read and generate cover letters (docs/api.md "AI writing"); the
// list, edits and deletion go through /api/entity like the spec's other entities.
export function coverLetterRoutes(deps: AiRouteDependencies) {
  const { db } = deps;
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
    .post("/generate", async (c) => {
      const payload = validatePayload(generateCoverLetterPayload, await readJson(c.req));
      return answerGeneration(c, deps, payload, generateCoverLetter);
    });
}
