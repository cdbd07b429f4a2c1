import { Hono } from "hono";
import { improvePayload } from "../../../shared/contracts/improve.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { improveField } from "../../modules/generations/improve-field.ts";
import type { AiRouteDependencies } from "./ai-route-dependencies.ts";

// /api/cv/improve: the wizard's per-bullet suggestions (docs/api.md "AI writing"). It shares
// the AI rate limit with generation but spends no credit: nothing is generated or saved here.
const IMPROVE_TIMEOUT_MS = 30_000;

export function improveRoutes({ db, env, logger, writer }: AiRouteDependencies) {
  return new Hono<AppBindings>().post("/improve", async (c) => {
    const payload = validatePayload(improvePayload, await readJson(c.req));
    const answer = await improveField({
      db,
      logger,
      writer,
      userId: c.get("user").id,
      // Suggestions are inline help: a model that takes longer than 30 s is stopped (504), not awaited.
      timeoutMs: Math.min(env.AI_TIMEOUT_MS, IMPROVE_TIMEOUT_MS),
      payload,
    });
    return c.json(answer);
  });
}
