import { AppError } from "../lib/app-error.ts";

// One render at a time per user: whatever one person asks for, they hold at most one of the
// pool's workers, so the others keep getting their previews. A user's further renders wait in
// line behind the running one (the design page asks for two thumbnails and its preview at once);
// past `maxWaiting` they are refused with 429 and a short Retry-After. A waiting render whose
// request is gone (the preview moved on) leaves the line without rendering. Document reads use
// the same lanes (import-export/documents/document-reader.ts), with their own messages.

export const LANE_FULL =
  "You already have several PDFs being prepared. Please wait for them to finish and try again.";
const LANE_RETRY_AFTER_SECONDS = 2;
const CANCELLED = "The request was cancelled before its PDF was rendered. Please try again.";

interface Lane {
  running: boolean;
  waiting: Array<() => void>;
}

interface UserLanesOptions {
  /** A user's tasks allowed to wait behind their running one (default 4); more get 429. */
  maxWaiting?: number;
  /** The 429's message past `maxWaiting` (default: PDFs being prepared). */
  fullMessage?: string;
  /** The 429's message for a waiting task whose request is gone. */
  cancelledMessage?: string;
}

export function createUserLanes({
  maxWaiting = 4,
  fullMessage = LANE_FULL,
  cancelledMessage = CANCELLED,
}: UserLanesOptions = {}) {
  const lanes = new Map<string, Lane>();

  function release(owner: string, lane: Lane) {
    const next = lane.waiting.shift();
    if (next) next();
    else {
      lane.running = false;
      lanes.delete(owner);
    }
  }

  return {
    run<T>(owner: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      let lane = lanes.get(owner);
      if (!lane) {
        lane = { running: false, waiting: [] };
        lanes.set(owner, lane);
      }
      const own = lane;
      if (own.running && own.waiting.length >= maxWaiting) {
        return Promise.reject(
          new AppError("rate_limited", fullMessage, { retryAfterSeconds: LANE_RETRY_AFTER_SECONDS }),
        );
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener("abort", leave);
          own.running = true;
          task()
            .then(resolve, reject)
            .finally(() => release(owner, own));
        };
        const leave = () => {
          const index = own.waiting.indexOf(start);
          if (index >= 0) own.waiting.splice(index, 1);
          // Not the abort itself: another request may share this render (pdf-renderer.ts), and
          // it retries a short 429 (fetch-pdf.ts). A 4xx, so nobody's log fills with cancels.
          reject(new AppError("rate_limited", cancelledMessage, { retryAfterSeconds: 1 }));
        };
        if (!own.running) return start();
        if (signal?.aborted) return leave();
        signal?.addEventListener("abort", leave, { once: true });
        own.waiting.push(start);
      });
    },
    /** Renders running or waiting for `owner` (tests). */
    load: (owner: string) => {
      const lane = lanes.get(owner);
      return lane ? Number(lane.running) + lane.waiting.length : 0;
    },
  };
}
