import type { ProgressReporter, WriteOptions, Writer } from "../../ai/writer.ts";
import type { Database, Transaction } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { finishGeneration, refundGeneration } from "./settle-generation.ts";
import { type GenerationKind, spendGeneration } from "./spend-generation.ts";
import { callWriter, describeFailure, toAiError } from "./writer-call.ts";

/** The request's services and user (its writer and payload stay with the caller's `write`). */
export interface RunGenerationOptions<Written, Saved>
  extends Omit<GenerationRequest<unknown>, "writer" | "payload"> {
  kind: GenerationKind;
  resumeId?: number | null;
  coverLetterId?: number | null;
  /** The writer's part: no database writes here. */
  write: (options: WriteOptions) => Promise<Written>;
  /** Stores the result, in the transaction that marks the generation done. */
  save: (tx: Transaction, written: Written) => Promise<Saved>;
}

/**
 * What a generating domain function (generate-revision.ts, generate-cover-letter.ts) is given:
 * the services, whose credit it spends, and the request's validated payload.
 */
export interface GenerationRequest<Payload> {
  db: Database;
  logger: Logger;
  writer: Writer;
  userId: string;
  billingEnabled: boolean;
  /** AI_TIMEOUT_MS: the writer's time bound. */
  timeoutMs: number;
  payload: Payload;
  /** Where progress goes (the NDJSON stream); may stop listening at any time. */
  onProgress?: ProgressReporter;
}

class GenerationRefundedError extends Error {}

/**
 * Takes the credit (a 402 is thrown from here, before anything starts), then runs the
 * generation detached from the HTTP request: `result` settles whether or not anyone still
 * waits for it, so a browser that goes away still finds the saved result on its next visit.
 * On failure nothing is saved, the credit is given back, and `result` rejects with the
 * AppError the user should see (502 ai_failed / 504 ai_timeout).
 */
export async function startGeneration<Written, Saved>(
  options: RunGenerationOptions<Written, Saved>,
): Promise<{ generationId: number; result: Promise<Saved> }> {
  const { db, logger, kind } = options;
  const generationId = await spendGeneration(options);
  // Percentages only go up, whatever order the writer's steps report in.
  let reached = 0;
  const progress: ProgressReporter = (message, percent) => {
    reached = Math.max(reached, Math.min(100, Math.round(percent)));
    try {
      options.onProgress?.(message, reached);
    } catch {
      // A listener that fails (a closed stream) must not stop the generation.
    }
  };
  progress("Getting started…", 1);

  const result = (async () => {
    try {
      const written = await callWriter(options.write, { timeoutMs: options.timeoutMs, progress });
      progress("Saving…", 95);
      return await db.transaction(async (tx) => {
        if (!(await finishGeneration(tx, generationId)))
          throw new GenerationRefundedError("the generation was refunded as stale before it was saved");
        return options.save(tx, written);
      });
    } catch (error) {
      await refundGeneration(db, generationId, describeFailure(error)).catch((refundError: unknown) => {
        logger.error("an AI generation's credit could not be given back", { generationId, refundError });
      });
      throw toAiError(error, logger, { generationId, kind, userId: options.userId });
    }
  })();
  // Nobody may be listening any more (the browser left): never an unhandled rejection.
  result.catch(() => {});
  return { generationId, result };
}
