import { Worker } from "node:worker_threads";
import type { ReadDocumentAnswer } from "../../../../shared/resume-draft.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { Logger } from "../../../lib/logger.ts";
import type { DocumentInput } from "./read-document.ts";
import type { ReadReply } from "./read-worker.ts";

// Reading a document runs in a worker thread, bounded, so that a hostile file (a PDF of a
// million text items, a zip bomb, deep nesting) can neither stall the server's event loop nor
// take its memory: each read gets a fresh worker with a capped heap and a time limit, and the
// worker is ended when the read is over, however it ended. Fresh rather than a reused pool, so
// a worker that read a hostile file hands nothing (pdf.js caches, a grown or fragmented heap)
// to the next person's read. Loading the readers takes a worker ~250 ms, so one spare worker is
// started ahead and kept for a minute after each read: the next read starts at once.
// At most `concurrency` reads run at once; a few more wait; past that, 503.
//
// The heap cap does not cover buffers (ArrayBuffers live outside V8's heap): a 1 MB PDF whose
// stream inflates to 1 GB of spaces took 3.5 GB of memory uncapped. So the worker's buffer
// memory is watched too, every 100 ms, and a read past `bufferMb` is ended like one past its heap.

export interface DocumentReaderOptions {
  /** Reads running at once, each in its own worker (default 2). */
  concurrency?: number;
  /** Reads allowed to wait for a turn (default 8); more are refused with 503. */
  maxQueue?: number;
  /** Heap cap of a read's worker in MB (default 256). */
  heapMb?: number;
  /** Buffer memory (outside the heap) a read may hold, in MB (default 256). */
  bufferMb?: number;
  /** A read taking longer is ended (default 15 s). */
  timeoutMs?: number;
  /** Where the reasons behind "could not read" answers go. */
  logger?: Logger;
  /** How long the spare worker waits for a read before it is ended (default 60 s). */
  spareIdleMs?: number;
}

export const READ_BUSY = "Too many documents are being read right now. Please try again in a few seconds.";
export const READ_TOO_SLOW =
  "This file took too long to read. Export it again from Word or Google Docs as a simpler PDF, or paste the text instead.";
export const READ_TOO_BIG =
  "This file needs too much memory to read: it may be damaged, or packed to unpack into something huge. Export it again, or paste the text instead.";
export const READ_PASSWORD =
  "This PDF is protected by a password. Save a copy without the password (or print it to a new PDF) and upload that, or paste the text instead.";
export const READ_DAMAGED =
  "This file could not be read: it may be damaged or incomplete. Export it again, or paste the text instead.";
const READ_CANCELLED = "The request was cancelled before the document was read. Please try again.";
const RETRY_AFTER_SECONDS = 2;
const MEMORY_CHECK_MS = 100;

const WORKER_URL = new URL("./read-worker.ts", import.meta.url);

export function createDocumentReader(options: DocumentReaderOptions = {}) {
  const { concurrency = 2, maxQueue = 8, heapMb = 256, timeoutMs = 15_000, logger } = options;
  const { bufferMb = 256, spareIdleMs = 60_000 } = options;
  let running = 0;
  const waiting: Array<() => void> = [];
  let spare: { worker: Worker; timer: NodeJS.Timeout } | undefined;

  function spawn(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    worker.unref();
    return worker;
  }

  /** A worker for one read: the spare when there is one; a new spare starts loading meanwhile. */
  function takeWorker(): Worker {
    const taken = spare?.worker ?? spawn();
    clearTimeout(spare?.timer);
    const worker = spawn();
    const timer = setTimeout(() => {
      if (spare?.worker === worker) spare = undefined;
      void worker.terminate();
    }, spareIdleMs);
    timer.unref();
    // A spare that dies waiting (it should not) is simply not used.
    const forget = () => {
      if (spare?.worker === worker) spare = undefined;
    };
    worker.once("error", forget).once("exit", forget);
    spare = { worker, timer };
    return taken;
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

  function done() {
    running--;
    waiting.shift()?.();
  }

  /** One read in a new worker, ended when it answers, fails, overruns or the caller leaves. */
  function readInWorker(input: DocumentInput, signal?: AbortSignal): Promise<ReadDocumentAnswer> {
    return new Promise((resolve, reject) => {
      const worker = takeWorker();
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryCheck);
        signal?.removeEventListener("abort", cancel);
        void worker.terminate();
        outcome();
      };
      const cancel = () => settle(() => reject(new AppError("bad_request", READ_CANCELLED)));
      const timer = setTimeout(() => {
        logger?.warn("document read took too long", { timeoutMs });
        settle(() => reject(new AppError("bad_request", READ_TOO_SLOW)));
      }, timeoutMs);
      const tooBig = (reason: string, detail: Record<string, unknown>) => {
        logger?.warn(reason, detail);
        settle(() => reject(new AppError("bad_request", READ_TOO_BIG)));
      };
      // getHeapStatistics answers even while the worker's JavaScript is busy (an interrupt).
      const memoryCheck = setInterval(() => {
        worker.getHeapStatistics().then(
          ({ external_memory }) => {
            if (external_memory > bufferMb * 1024 * 1024)
              tooBig("document read held too much buffer memory", { bytes: external_memory });
          },
          () => {}, // the worker has ended; its exit is handled below
        );
      }, MEMORY_CHECK_MS);
      signal?.addEventListener("abort", cancel, { once: true });
      worker.postMessage(input);
      worker.on("message", (reply: ReadReply) =>
        settle(() => ("answer" in reply ? resolve(reply.answer) : reject(refusalOf(reply)))),
      );
      worker.on("error", (error: Error & { code?: string }) => {
        if (error.code === "ERR_WORKER_OUT_OF_MEMORY")
          return tooBig("document read ran out of heap", { heapMb });
        settle(() => {
          logger?.warn("document read worker failed", { error });
          reject(new AppError("bad_request", READ_DAMAGED));
        });
      });
      worker.on("exit", (code) =>
        settle(() => {
          logger?.warn("document read worker exited without an answer", { code });
          reject(new AppError("bad_request", READ_DAMAGED));
        }),
      );
    });
  }

  function refusalOf(reply: Exclude<ReadReply, { answer: ReadDocumentAnswer }>): AppError {
    if ("refused" in reply) return new AppError(reply.refused.code, reply.refused.message);
    // Not an error of ours to fix by default, but a reader bug would look the same: keep the why.
    logger?.warn("document could not be read", { reason: reply.failed, detail: reply.detail });
    return new AppError("bad_request", reply.failed === "password" ? READ_PASSWORD : READ_DAMAGED);
  }

  return {
    /** The offline reading of `input`; AppError with a message for the person otherwise. */
    async read(input: DocumentInput, signal?: AbortSignal): Promise<ReadDocumentAnswer> {
      await turn(signal);
      try {
        return await readInWorker(input, signal);
      } finally {
        done();
      }
    },
    /** Reads running and waiting (tests). */
    load: () => running + waiting.length,
  };
}
export type DocumentReader = ReturnType<typeof createDocumentReader>;
