import { Worker } from "node:worker_threads";
import { AppError } from "../lib/app-error.ts";
import type { Printable } from "./letter-content.ts";
import type { RenderOptions } from "./pdf-options.ts";
import type { RenderJob, RenderReply } from "./render-worker.ts";

// Renders run in worker threads so the server keeps answering while react-pdf spends its
// 50-130 ms of CPU. The queue is bounded: past it the caller gets a 503 to retry, not a
// growing backlog. Workers start on first use and are unref'd so they never hold the process open.

export interface WorkerPoolOptions {
  /** Worker threads (default 2). */
  size?: number;
  /** Renders allowed to wait for a free worker (default 32); more get AppError("unavailable"). */
  maxQueue?: number;
  /** Heap cap per worker in MB: a renderer grows to ~400 MB uncapped (default 192). */
  heapMb?: number;
  /** A render taking longer is abandoned and its worker replaced (default 30 s). */
  timeoutMs?: number;
}

const QUEUE_FULL = "The PDF renderer is busy. Please try again in a few seconds.";
export const RETRY_AFTER_SECONDS = 2;

interface Pending {
  job: RenderJob;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker?: Worker;
  current?: Pending;
  timer?: NodeJS.Timeout;
}

export function createWorkerPool(options: WorkerPoolOptions = {}) {
  const { size = 2, maxQueue = 32, heapMb = 192, timeoutMs = 30_000 } = options;
  const slots: Slot[] = Array.from({ length: size }, () => ({}));
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(slot: Slot) {
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
      // React and react-pdf's reconciler load their production builds in a worker that only
      // prints: development checks were a tenth of a render (issue 35), whatever the server runs as.
      env: { ...process.env, NODE_ENV: "production" },
    });
    worker.unref();
    worker.on("message", (reply: RenderReply) => {
      const pending = slot.current;
      if (!pending || pending.job.id !== reply.id) return;
      finish(slot);
      if ("pdf" in reply) pending.resolve(reply.pdf);
      else pending.reject(new Error(`PDF render failed: ${reply.error}`));
      dispatch();
    });
    // A crash (out of heap, a bug in the renderer) fails only the render in progress.
    worker.on("error", (error) => fail(slot, worker, error));
    worker.on("exit", (code) => fail(slot, worker, new Error(`PDF worker exited with code ${code}`)));
    slot.worker = worker;
  }

  function finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.current = undefined;
  }

  function fail(slot: Slot, worker: Worker, error: Error) {
    if (slot.worker !== worker) return;
    const pending = slot.current;
    finish(slot);
    slot.worker = undefined;
    pending?.reject(error);
    if (!closed) dispatch();
  }

  function dispatch() {
    for (const slot of slots) {
      if (slot.current || queue.length === 0 || closed) continue;
      if (!slot.worker) spawn(slot);
      const pending = queue.shift() as Pending;
      slot.current = pending;
      slot.timer = setTimeout(() => {
        const worker = slot.worker;
        if (worker) {
          fail(slot, worker, new Error(`PDF render took longer than ${timeoutMs} ms`));
          void worker.terminate();
        }
      }, timeoutMs);
      slot.timer.unref();
      slot.worker?.postMessage(pending.job);
    }
  }

  return {
    /** Renders in a worker; AppError("unavailable") when the queue is full. */
    render(doc: Printable, renderOptions: RenderOptions, photo?: Uint8Array): Promise<Uint8Array> {
      if (closed) return Promise.reject(new AppError("unavailable", QUEUE_FULL));
      const busy = slots.every((slot) => slot.current);
      if (busy && queue.length >= maxQueue) {
        return Promise.reject(new AppError("unavailable", QUEUE_FULL, { retryAfter: RETRY_AFTER_SECONDS }));
      }
      return new Promise((resolve, reject) => {
        queue.push({ job: { id: nextId++, doc, options: renderOptions, photo }, resolve, reject });
        dispatch();
      });
    },
    /** Renders waiting or running. */
    load: () => queue.length + slots.filter((slot) => slot.current).length,
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new AppError("unavailable", QUEUE_FULL));
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
