import type { Worker } from "node:worker_threads";
import type { ReadDocumentAnswer } from "../../../../shared/resume-draft.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { Logger } from "../../../lib/logger.ts";
import type { DocumentInput } from "./read-document.ts";
import type { ReadReply } from "./read-worker.ts";

// One read in a worker (read-worker.ts), watched: past its time limit, or holding more buffer
// memory than allowed, the read is abandoned; the worker's heap cap is set when it is started
// (document-reader.ts). The heap cap does not cover buffers (ArrayBuffers live outside V8's
// heap): a 1 MB PDF whose stream inflates to 1 GB of spaces took 3.5 GB of memory uncapped, so
// buffer memory is checked every 100 ms; getHeapStatistics answers even while the worker's
// JavaScript is busy (it interrupts it).

export interface ReadBounds {
  /** The document's time: from the moment the worker starts reading it. */
  timeoutMs: number;
  /**
   * A new worker's time to load its readers first (pdf.js, mammoth). It is the server's time,
   * not the document's: on a busy machine it alone can take seconds, and a file must not be
   * called too slow for it.
   */
  startMs?: number;
  /** The worker's heap cap in MB, for the log. */
  heapMb: number;
  bufferMb: number;
  logger?: Logger;
}

export const READ_TOO_SLOW =
  "This file took too long to read. Export it again from Word or Google Docs as a simpler PDF, or paste the text instead.";
export const READ_TOO_BIG =
  "This file needs too much memory to read: it may be damaged, or packed to unpack into something huge. Export it again, or paste the text instead.";
const READ_PASSWORD =
  "This PDF is protected by a password. Save a copy without the password (or print it to a new PDF) and upload that, or paste the text instead.";
export const READ_DAMAGED =
  "This file could not be read: it may be damaged or incomplete. Export it again, or paste the text instead.";
const READ_CANCELLED = "The request was cancelled before the document was read. Please try again.";
const READ_NOT_STARTED = "Documents cannot be read right now. Please try again in a few seconds.";
const START_MS = 30_000;
const MEMORY_CHECK_MS = 100;

/**
 * Reads `input` on `worker`, then calls `done(reusable)` once: reusable when the worker answered
 * (a draft, or why it could not read the file); a worker that overran its bounds, crashed or
 * was stopped is not.
 */
export function readInWorker(
  worker: Worker,
  input: DocumentInput,
  bounds: ReadBounds,
  done: (reusable: boolean) => void,
  signal?: AbortSignal,
): Promise<ReadDocumentAnswer> {
  const { timeoutMs, startMs = START_MS, heapMb, bufferMb, logger } = bounds;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (reusable: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryCheck);
      signal?.removeEventListener("abort", cancel);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      done(reusable);
      outcome();
    };
    const refuse = (message: string, reusable = false) =>
      settle(reusable, () => reject(new AppError("bad_request", message)));
    const tooBig = (reason: string, detail: Record<string, unknown>) => {
      logger?.warn(reason, detail);
      refuse(READ_TOO_BIG);
    };

    function onMessage(reply: ReadReply) {
      if ("reading" in reply) {
        clearTimeout(timer);
        timer = setTimeout(tooSlow, timeoutMs);
        return;
      }
      if ("answer" in reply) return settle(true, () => resolve(reply.answer));
      if ("refused" in reply)
        return settle(true, () => reject(new AppError(reply.refused.code, reply.refused.message)));
      // Often a damaged file, but a bug in a reader looks the same: keep the why.
      logger?.warn("document could not be read", { reason: reply.failed, detail: reply.detail });
      refuse(reply.failed === "password" ? READ_PASSWORD : READ_DAMAGED, true);
    }
    function onError(error: Error & { code?: string }) {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY")
        return tooBig("document read ran out of heap", { heapMb });
      logger?.warn("document read worker failed", { error });
      refuse(READ_DAMAGED);
    }
    function onExit(code: number) {
      logger?.warn("document read worker exited without an answer", { code });
      refuse(READ_DAMAGED);
    }
    const cancel = () => refuse(READ_CANCELLED);
    const tooSlow = () => {
      logger?.warn("document read took too long", { timeoutMs });
      refuse(READ_TOO_SLOW);
    };

    let timer = setTimeout(() => {
      logger?.warn("document reader did not start", { startMs });
      settle(false, () => reject(new AppError("unavailable", READ_NOT_STARTED)));
    }, startMs);
    const memoryCheck = setInterval(() => {
      worker.getHeapStatistics().then(
        ({ external_memory }) => {
          if (external_memory > bufferMb * 1024 * 1024)
            tooBig("document read held too much buffer memory", { bytes: external_memory });
        },
        () => {}, // the worker has ended: onExit says so
      );
    }, MEMORY_CHECK_MS);
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    if (signal?.aborted) return cancel();
    signal?.addEventListener("abort", cancel, { once: true });
    worker.postMessage(input);
  });
}
