import { Hono } from "hono";
import { generateCoverLetterPayload } from "../../../shared/contracts/cover-letters.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { generateCoverLetter } from "../../modules/cover-letters/generate-cover-letter.ts";
import { answerGeneration } from "../generations/generation-response.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/cover-letter/generate (docs/api.md "AI writing"): JSON, or NDJSON progress when asked.
// Creating and reading a letter are declared in the operation table (operations-writing.ts);
// the list, edits and deletion go through /api/entity like the spec's other entities.
export function coverLetterRoutes(deps: RouteDependencies) {
  return new Hono<AppBindings>().post("/generate", async (c) => {
    const payload = validatePayload(generateCoverLetterPayload, await readJson(c.req));
    return answerGeneration(c, deps, payload, generateCoverLetter);
  });
}
