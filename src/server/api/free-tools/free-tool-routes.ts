import { Hono } from "hono";
import { type RephraseAnswer, rephrasePayload } from "../../../shared/contracts/free-tools.ts";
import type { Writer } from "../../ai/writer.ts";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { CLIENT_IP_HEADER } from "../../lib/client-ip.ts";
import type { Logger } from "../../lib/logger.ts";
import { sameOriginWrites } from "../../lib/same-origin-writes.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { callWriter, toAiError } from "../../modules/generations/writer-call.ts";
import { rateLimit } from "../rate-limit.ts";

// /api/free-tools: the public "how to professionally say" tool (spec §2). No sign-in, so it is
// rate limited per client address and only takes requests from our own pages.

export function freeToolRoutes({
  db,
  env,
  logger,
  writer,
}: {
  db: Database;
  env: Env;
  logger: Logger;
  writer: Writer;
}) {
  const limit = rateLimit({
    db,
    max: env.FREE_TOOL_RATE_LIMIT_MAX,
    windowSeconds: env.FREE_TOOL_RATE_LIMIT_WINDOW_SECONDS,
    key: (c) => `free-tool:${c.req.header(CLIENT_IP_HEADER) ?? "unknown"}`,
    message: "Too many requests from your network. Please wait a minute and try again.",
  });
  return new Hono().post("/rephrase", sameOriginWrites(env), limit, async (c) => {
    const { phrase } = validatePayload(rephrasePayload, await readJson(c.req));
    try {
      const alternatives = await callWriter((options) => writer.rephrase(phrase, options), {
        timeoutMs: env.AI_TIMEOUT_MS,
      });
      return c.json({ alternatives, writer: writer.name } satisfies RephraseAnswer);
    } catch (error) {
      throw toAiError(error, logger, { tool: "rephrase" });
    }
  });
}
