import type { Context } from "hono";
import { stream } from "hono/streaming";
import { AI_FAILED_MESSAGE, type GenerationEvent } from "../../../shared/ai.ts";
import type { ProgressReporter } from "../../ai/writer.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import type { GenerationRequest } from "../../modules/generations/run-generation.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// How a generation answers (docs/api.md "AI writing"): plain JSON (201) by default, or with
// `Accept: application/x-ndjson` a 200 stream of GenerationEvents, one JSON per line. Checks
// that fail before the work starts throw from `start`, so they keep their own status. A
// generation that found its result already written (`reused`: nothing ran, nothing was
// charged) answers it as plain JSON with 200 either way; stream readers accept plain JSON.

/**
 * A generating domain function: checks, takes the credit, and returns the detached result;
 * or, with `reused`, a result that was already there.
 */
type Generate<Payload, T> = (
  request: GenerationRequest<Payload>,
) => Promise<{ result: Promise<T>; reused?: boolean }>;

function wantsStream(c: Context): boolean {
  return (c.req.header("accept") ?? "").includes("application/x-ndjson");
}

/** Runs `generate` for the signed-in user with the route's services and answers as above. */
export async function answerGeneration<Payload, T>(
  c: Context<AppBindings>,
  { db, env, logger, writer }: RouteDependencies,
  payload: Payload,
  generate: Generate<Payload, T>,
): Promise<Response> {
  const start = (onProgress: ProgressReporter) =>
    generate({
      db,
      logger,
      writer,
      userId: c.get("user").id,
      billingEnabled: env.BILLING,
      timeoutMs: env.AI_TIMEOUT_MS,
      payload,
      onProgress,
    });
  if (!wantsStream(c)) {
    const { result, reused } = await start(() => {});
    return c.json(await result, reused ? 200 : 201);
  }

  // Progress may come before the stream exists; lines wait here until it does, and are
  // dropped once the browser has gone (the generation carries on regardless).
  const waiting: string[] = [];
  let sink: ((line: string) => void) | null = null;
  let closed = false;
  const send = (event: GenerationEvent<T>) => {
    if (closed) return;
    const line = JSON.stringify(event);
    if (sink) sink(line);
    else waiting.push(line);
  };
  const { result, reused } = await start((message, percent) => send({ type: "progress", message, percent }));
  if (reused) return c.json(await result, 200);

  c.header("Content-Type", "application/x-ndjson; charset=utf-8");
  c.header("Cache-Control", "no-store");
  // Proxies such as nginx would otherwise hold the lines back until the end.
  c.header("X-Accel-Buffering", "no");
  return stream(c, async (output) => {
    // Writes wait for the reader; chaining them keeps order without blocking the writer.
    let written = Promise.resolve();
    sink = (line) => {
      written = written.then(async () => {
        if (!output.aborted) await output.writeln(line);
      });
    };
    output.onAbort(() => {
      closed = true;
    });
    for (const line of waiting.splice(0)) sink(line);
    try {
      send({ type: "done", result: await result });
    } catch (error) {
      const known = error instanceof AppError;
      send({
        type: "error",
        error: { code: known ? error.code : "ai_failed", message: known ? error.message : AI_FAILED_MESSAGE },
      });
    }
    await written;
  });
}
