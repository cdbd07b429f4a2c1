import { APICallError, RetryError } from "ai";
import { WriterError } from "../writer.ts";

// Turns whatever the SDK threw into a WriterError whose message a person (and the log) can
// read. The messages are ours on purpose: a provider's own error text can echo the API key
// ("Incorrect API key provided: sk-...") or the prompt, so it never passes through.

/** Whether the abort was our time bound (or the caller's, which is also a time bound). */
function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "TimeoutError";
}

export function toWriterError(error: unknown, signal: AbortSignal, timeoutMs: number): WriterError {
  if (error instanceof WriterError) return error;
  if (signal.aborted) {
    return isTimeout(signal.reason)
      ? new WriterError(`The AI model did not finish within ${formatSeconds(timeoutMs)}.`, "timeout")
      : new WriterError("The AI generation was cancelled.", "aborted");
  }
  if (RetryError.isInstance(error)) {
    const attempts = error.errors.length;
    const last = describeCallError(error.lastError);
    return new WriterError(`${last} (${attempts} attempts).`, "provider");
  }
  return new WriterError(`${describeCallError(error)}.`, "provider");
}

function describeCallError(error: unknown): string {
  if (!APICallError.isInstance(error)) return "The AI provider sent an answer this app could not read";
  const status = error.statusCode;
  if (status === undefined) return "Could not reach the AI provider at AI_BASE_URL";
  if (status === 401 || status === 403)
    return `The AI provider refused the credentials (HTTP ${status}); check AI_API_KEY`;
  if (status === 404)
    return "The AI provider does not know this model or address (HTTP 404); check AI_MODEL and AI_BASE_URL";
  if (status === 429) return "The AI provider is rate limiting this app (HTTP 429)";
  if (status >= 500) return `The AI provider had an error (HTTP ${status})`;
  return `The AI provider rejected the request (HTTP ${status})`;
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return seconds < 10 ? `${Number(seconds.toFixed(1))} s` : `${Math.round(seconds)} s`;
}
