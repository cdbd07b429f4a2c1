import { Worker } from "node:worker_threads";
import type { ReadDocumentAnswer } from "../../../../shared/resume-draft.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { Logger } from "../../../lib/logger.ts";
import { createUserLanes } from "../../../pdf/user-lanes.ts";
import { isPdf } from "./file-signatures.ts";
import type { DocumentInput } from "./read-document.ts";
import { readInWorker } from "./read-in-worker.ts";
import { createReadingBudget } from "./reading-budget.ts";

// Reading a document runs in worker threads, bounded, so that a hostile file (a PDF of a
// million text items, a zip bomb, deep nesting) can neither stall the server's event loop nor
// take its memory: each worker has a capped heap, each read a time limit and a buffer-memory
// limit (read-in-worker.ts). At most `concurrency` reads run at once; a few more wait; past
// that, 503.
//
// The pool is shared fairly: a read with an owner (the signed-in user) waits in its owner's lane
// (pdf/user-lanes.ts), so one person holds at most one worker and their surplus gets 429, never
// everyone else's 503; and each person has a budget of reading time (reading-budget.ts), so one
// who sends slow files back to back cannot keep that worker busy for good.
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
  /**
   * A read taking longer is ended (default 5 s: a resume's text is read in well under a second;
   * a slow file holds a worker, and its owner's lane, no longer). It counts from the moment the
   * worker has its readers loaded: a new worker's start is the server's time, not the file's.
   */
  timeoutMs?: number;
  /** A new worker's time to load its readers (default 30 s); past it the read gets 503. */
  startMs?: number;
  /** One owner's reads allowed to wait behind their running one (default 2); more get 429. */
  maxWaitingPerUser?: number;
  /** Reading time one owner may use per budget window (default 60 s)... */
  budgetMs?: number;
  /** ...in a window of this long from their first read (default 10 minutes). */
  budgetWindowMs?: number;
  /** An idle worker is ended after this long (default 60 s). */
  idleMs?: number;
  /** Where the reasons behind "could not read" answers go. */
  logger?: Logger;
}

export const READ_BUSY = "Too many documents are being read right now. Please try again in a few seconds.";
export const READ_LANE_FULL =
  "You already have documents being read. Please wait for them to finish, then try again.";
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
  const { concurrency = 2, maxQueue = 8, heapMb = 256, bufferMb = 256, timeoutMs = 5_000 } = options;
  const { idleMs = 60_000, maxWaitingPerUser = 2, budgetMs = 60_000, budgetWindowMs = 600_000 } = options;
  const { logger } = options;
  const bounds = { timeoutMs, startMs: options.startMs, heapMb, bufferMb, logger };
  const lanes = createUserLanes({
    maxWaiting: maxWaitingPerUser,
    fullMessage: READ_LANE_FULL,
    cancelledMessage: READ_CANCELLED,
  });
  const budget = createReadingBudget({ budgetMs, windowMs: budgetWindowMs });
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

  /** Reads `input` in a pooled worker once the pool has room; `owner` (if any) pays its time. */
  async function readInPool(
    input: DocumentInput,
    owner?: string,
    signal?: AbortSignal,
  ): Promise<ReadDocumentAnswer> {
    await turn(signal);
    try {
      const pooled = take();
      const started = performance.now();
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
        if (owner !== undefined) budget.charge(owner, performance.now() - started);
      }
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  return {
    /**
     * The offline reading of `input`; AppError with a message for the person otherwise. With an
     * `owner`, the read waits in the owner's lane and counts against their budget.
     */
    read(
      input: DocumentInput,
      { owner, signal }: { owner?: string; signal?: AbortSignal } = {},
    ): Promise<ReadDocumentAnswer> {
      if (owner === undefined) return readInPool(input, undefined, signal);
      return lanes.run(
        owner,
        async () => {
          budget.check(owner);
          return readInPool(input, owner, signal);
        },
        signal,
      );
    },
    /** Reads running and waiting (tests). */
    load: () => running + waiting.length,
    /** Workers started so far (tests: reuse). */
    workersStarted: () => started,
  };
}
export type DocumentReader = ReturnType<typeof createDocumentReader>;
