import { AI_FAILED_MESSAGE } from "../../../shared/ai.ts";
import { type ProgressReporter, type WriteOptions, WriterError } from "../../ai/writer.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";

// Every call of a writer is bounded in time and fails the same way (spec §8): the user reads
// AI_FAILED_MESSAGE with 504 ai_timeout or 502 ai_failed; the log gets the real cause.

/**
 * Runs `call` with a signal that aborts after `timeoutMs`. A writer that ignores its signal is
 * not waited for: the answer is the timeout either way.
 */
export async function callWriter<T>(
  call: (options: WriteOptions) => Promise<T>,
  { timeoutMs, progress = () => {} }: { timeoutMs: number; progress?: ProgressReporter },
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  let stop = () => {};
  const timedOut = new Promise<never>((_, reject) => {
    const onAbort = () =>
      reject(new WriterError(`The writer did not finish within ${timeoutMs} ms.`, "timeout"));
    signal.addEventListener("abort", onAbort, { once: true });
    stop = () => signal.removeEventListener("abort", onAbort);
  });
  try {
    return await Promise.race([call({ signal, progress }), timedOut]);
  } finally {
    stop();
  }
}

/** The error a user sees for a failed writer call; AppErrors below 500 (404...) pass unchanged. */
export function toAiError(error: unknown, logger: Logger, context: Record<string, unknown>): AppError {
  if (error instanceof AppError && error.status < 500) return error;
  const timeout =
    (error instanceof WriterError && error.reason === "timeout") ||
    (error instanceof Error && error.name === "TimeoutError");
  logger.warn(timeout ? "AI generation timed out" : "AI generation failed", { ...context, error });
  return new AppError(timeout ? "ai_timeout" : "ai_failed", AI_FAILED_MESSAGE);
}

/** A short description of a failure for the ai_generation row (never shown to users). */
export function describeFailure(error: unknown): string {
  if (error instanceof WriterError) return `${error.reason}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
