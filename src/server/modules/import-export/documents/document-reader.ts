import { Worker } from "node:worker_threads";
import type { ReadDocumentAnswer } from "../../../../shared/resume-draft.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { Logger } from "../../../lib/logger.ts";
import { isPdf } from "./file-signatures.ts";
import type { DocumentInput } from "./read-document.ts";
import { readInWorker } from "./read-in-worker.ts";

// Reading a document runs in worker threads, bounded, so that a hostile file (a PDF of a
// million text items, a zip bomb, deep nesting) can neither stall the server's event loop nor
// take its memory: each worker has a capped heap, each read a time limit and a buffer-memory
// limit (read-in-worker.ts). At most `concurrency` reads run at once; a few more wait; past
// that, 503.
//
// Workers are reused, but only one that answered its read (a draft or a refusal) and whose heap
// and buffers are back under 96 MB; one that overran a bound or crashed is ended, so a hostile
// file's grown heap never meets the next person's document. Reuse matters because a new worker
// spends ~100-250 ms loading pdf.js, mammoth and the readers. Idle workers end after a minute.
// A worker that read a PDF is always ended, once its reading is over: pdf.js keeps work going
// after it answers (it decoded images that way, gigabytes of them, outside the read's watch),
// and no check of an idle worker's memory can see work that has not grown yet. A read's turn is
// given back only once its worker has stopped, so `concurrency` bounds the workers alive.

export interface DocumentReaderOptions {
  /** Reads running at once, each in its own worker (default 2). */
  concurrency?: number;
  /** Reads allowed to wait for a turn (default 8); more are refused with 503. */
  maxQueue?: number;
  /** Heap cap of a worker in MB (default 256). */
  heapMb?: number;
  /** Buffer memory (outside the heap) a read may hold, in MB (default 256). */
  bufferMb?: number;
  /** A read taking longer is ended (default 15 s). */
  timeoutMs?: number;
  /** An idle worker is ended after this long (default 60 s). */
  idleMs?: number;
  /** Where the reasons behind "could not read" answers go. */
  logger?: Logger;
}

export const READ_BUSY = "Too many documents are being read right now. Please try again in a few seconds.";
const READ_CANCELLED = "The request was cancelled before the document was read. Please try again.";
const RETRY_AFTER_SECONDS = 2;
/** A worker whose heap and buffers hold more than this after a read is not reused. */
const REUSE_BELOW_BYTES = 96 * 1024 * 1024;
/** Nor one that has done this many reads. */
const MAX_READS_PER_WORKER = 200;

const WORKER_URL = new URL("./read-worker.ts", import.meta.url);

interface PooledWorker {
  worker: Worker;
  reads: number;
  idleTimer?: NodeJS.Timeout;
}

export function createDocumentReader(options: DocumentReaderOptions = {}) {
  const { concurrency = 2, maxQueue = 8, heapMb = 256, bufferMb = 256, timeoutMs = 15_000 } = options;
  const { idleMs = 60_000, logger } = options;
  const bounds = { timeoutMs, heapMb, bufferMb, logger };
  let running = 0;
  const waiting: Array<() => void> = [];
  const idle: PooledWorker[] = [];
  let started = 0;

  function take(): PooledWorker {
    const pooled = idle.pop();
    if (pooled) {
      clearTimeout(pooled.idleTimer);
      return pooled;
    }
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    worker.unref();
    started++;
    return { worker, reads: 0 };
  }

  /** Ends the worker; resolves once its thread has stopped (its memory is then given back). */
  async function retire(pooled: PooledWorker) {
    clearTimeout(pooled.idleTimer);
    const index = idle.indexOf(pooled);
    if (index >= 0) idle.splice(index, 1);
    await pooled.worker.terminate();
  }

  /** Back to the idle list after an answered read, if its memory is back down; ended otherwise. */
  async function giveBack(pooled: PooledWorker, reusable: boolean) {
    pooled.reads++;
    if (!reusable || pooled.reads >= MAX_READS_PER_WORKER) return retire(pooled);
    try {
      const { used_heap_size, external_memory } = await pooled.worker.getHeapStatistics();
      if (used_heap_size + external_memory > REUSE_BELOW_BYTES) return retire(pooled);
    } catch {
      return retire(pooled);
    }
    pooled.idleTimer = setTimeout(() => void retire(pooled), idleMs);
    pooled.idleTimer.unref();
    idle.push(pooled);
  }

  /** Resolves when this read may start; rejects when the queue is full or the caller left. */
  function turn(signal?: AbortSignal): Promise<void> {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= maxQueue) {
      return Promise.reject(
        new AppError("unavailable", READ_BUSY, { retryAfterSeconds: RETRY_AFTER_SECONDS }),
      );
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener("abort", leave);
        running++;
        resolve();
      };
      const leave = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(new AppError("bad_request", READ_CANCELLED));
      };
      if (signal?.aborted) return leave();
      signal?.addEventListener("abort", leave, { once: true });
      waiting.push(start);
    });
  }

  return {
    /** The offline reading of `input`; AppError with a message for the person otherwise. */
    async read(input: DocumentInput, signal?: AbortSignal): Promise<ReadDocumentAnswer> {
      await turn(signal);
      try {
        const pooled = take();
        // The turn is given back once the worker is back in the pool (or ended), so that
        // `concurrency` also bounds the workers alive.
        let returned: Promise<void> = Promise.resolve();
        try {
          return await readInWorker(
            pooled.worker,
            input,
            bounds,
            (reusable) => {
              returned = giveBack(pooled, reusable && !("bytes" in input && isPdf(input.bytes)));
            },
            signal,
          );
        } finally {
          await returned;
        }
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
    /** Reads running and waiting (tests). */
    load: () => running + waiting.length,
    /** Workers started so far (tests: reuse). */
    workersStarted: () => started,
  };
}
export type DocumentReader = ReturnType<typeof createDocumentReader>;
