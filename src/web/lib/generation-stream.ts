import type { GenerationEvent } from "../../shared/ai";
import { ApiError, apiFetch } from "./api-client";

// AI generations stream their progress as NDJSON (docs/api.md "AI writing"): one JSON event
// per line, `progress` events then `done` or `error`. Checks that fail before the work starts
// (400, 402, 404, 429) answer with their status and a JSON error body instead.

export type ProgressHandler = (message: string, percent: number) => void;

export async function streamGeneration<T>(
  path: string,
  body: unknown,
  onProgress: ProgressHandler,
  signal?: AbortSignal,
): Promise<T> {
  const response = await apiFetch(path, {
    method: "POST",
    body,
    headers: { Accept: "application/x-ndjson" },
    signal,
  });
  // A server that ignores Accept still answers with the plain JSON result.
  if (!response.headers.get("content-type")?.includes("ndjson")) return (await response.json()) as T;
  return readEvents<T>(response, onProgress);
}

/** Reads events as they arrive; a chunk may end in the middle of a line. */
export async function readEvents<T>(response: Response, onProgress: ProgressHandler): Promise<T> {
  if (!response.body) throw streamEnded();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      const event = parseLine<T>(line);
      if (!event) continue;
      if (event.type === "progress") onProgress(event.message, event.percent);
      else if (event.type === "done") {
        await reader.cancel().catch(() => undefined);
        return event.result;
      } else {
        // The stream began with 200; the failure's own status follows from its code.
        const status = event.error.code === "ai_timeout" ? 504 : 502;
        throw new ApiError(status, event.error.code, event.error.message);
      }
    }
    if (done) throw streamEnded();
  }
}

function parseLine<T>(line: string): GenerationEvent<T> | undefined {
  const text = line.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as GenerationEvent<T>;
  } catch {
    return undefined;
  }
}

const streamEnded = () =>
  new ApiError(502, "ai_failed", "The generation stopped before it finished. Please try again.");
