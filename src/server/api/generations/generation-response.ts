import { AI_FAILED_MESSAGE, type GenerationEvent } from "../../../shared/ai.ts";
import type { ProgressReporter } from "../../ai/writer.ts";
import { AppError } from "../../lib/app-error.ts";
import type { GenerationRequest } from "../../modules/generations/run-generation.ts";
import type { OperationCall } from "../openapi/operation-handler.ts";

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

/** Runs `generate` for the signed-in user with the route's services and answers as above. */
export async function answerGeneration<Payload, T>(
  { deps: { db, env, logger, writer }, userId, body: payload, header }: OperationCall<Payload>,
  generate: Generate<Payload, T>,
): Promise<Response> {
  const start = (onProgress: ProgressReporter) =>
    generate({
      db,
      logger,
      writer,
      userId,
      billingEnabled: env.BILLING,
      timeoutMs: env.AI_TIMEOUT_MS,
      payload,
      onProgress,
    });
  if (!(header("accept") ?? "").includes("application/x-ndjson")) {
    const { result, reused } = await start(() => {});
    return Response.json(await result, { status: reused ? 200 : 201 });
  }

  // Progress may come before the stream exists; lines wait here until it does, and are
  // dropped once the browser has gone (the generation carries on regardless).
  const waiting: string[] = [];
  let sink: ((line: string) => void) | null = null;
  let closed = false;
  const send = (event: GenerationEvent<T>) => {
    if (closed) return;
    const line = `${JSON.stringify(event)}\n`;
    if (sink) sink(line);
    else waiting.push(line);
  };
  const { result, reused } = await start((message, percent) => send({ type: "progress", message, percent }));
  if (reused) return Response.json(await result, { status: 200 });

  const encoder = new TextEncoder();
  const lines = new ReadableStream<Uint8Array>({
    start(output) {
      sink = (line) => output.enqueue(encoder.encode(line));
      for (const line of waiting.splice(0)) sink(line);
      result
        .then(
          (done) => send({ type: "done", result: done }),
          (error: unknown) => {
            const known = error instanceof AppError;
            const code = known ? error.code : "ai_failed";
            send({ type: "error", error: { code, message: known ? error.message : AI_FAILED_MESSAGE } });
          },
        )
        .finally(() => {
          if (!closed) output.close();
          closed = true;
        });
    },
    cancel() {
      closed = true;
    },
  });
  return new Response(lines, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      // Proxies such as nginx would otherwise hold the lines back until the end.
      "X-Accel-Buffering": "no",
    },
  });
}
