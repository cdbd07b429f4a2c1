import { Hono } from "hono";
import { generateRevisionPayload } from "../../../shared/contracts/revisions.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { generateRevision } from "../../modules/revisions/generate-revision.ts";
import { answerGeneration } from "../generations/generation-response.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// POST /api/cv/generate: AI tailoring (docs/api.md "AI writing"), answered as JSON or streamed as
// NDJSON progress. The revisions themselves are declared in the operation table
// (api/openapi/operations-revisions.ts).
export function revisionRoutes(deps: RouteDependencies) {
  return new Hono<AppBindings>().post("/generate", async (c) => {
    const payload = validatePayload(generateRevisionPayload, await readJson(c.req));
    return answerGeneration(c, deps, payload, generateRevision);
  });
}
