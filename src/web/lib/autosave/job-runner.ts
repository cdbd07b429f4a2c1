import { ApiError } from "../api-client";
import { classifyFailure, type JobView, retryDelay } from "./save-status";

// Runs the wizard's saves: each job (the resume's fields, one child row, a delete, a reorder)
// is debounced, never runs twice at once, and retries with backoff after a failure that a
// retry can fix. The runner knows nothing about resumes; the store gives it jobs.

/** Spec §9: input debounce 300 ms. */
export const DEBOUNCE_MS = 300;

export interface Job extends JobView {
  readonly key: string;
  /** Whether there is something to send. */
  pending(): boolean;
  /** Sends it; throws (an ApiError) on failure. */
  run(): Promise<void>;
  timer: ReturnType<typeof setTimeout> | null;
  /** Asked to run while it was running: runs again when the current run ends. */
  again: boolean;
  attempt: number;
  removed: boolean;
}

export function makeJob(key: string, pending: () => boolean, run: () => Promise<void>): Job {
  return {
    key,
    pending,
    run,
    inFlight: false,
    waiting: false,
    failure: null,
    timer: null,
    again: false,
    attempt: 0,
    removed: false,
  };
}

const isOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine !== false);

export class JobRunner {
  private readonly jobs = new Set<Job>();
  private readonly onChange: () => void;
  private disposed = false;

  constructor(onChange: () => void) {
    this.onChange = onChange;
  }

  add(job: Job): Job {
    this.jobs.add(job);
    return job;
  }

  /** Forgets a job: its timer stops and its outcome no longer counts. A run under way ends. */
  remove(job: Job): void {
    this.clearTimer(job);
    job.removed = true;
    this.jobs.delete(job);
  }

  /** The user changed something the job saves: a refusal may be fixed now; save after the pause. */
  touch(job: Job, delayMs = DEBOUNCE_MS): void {
    if (job.failure?.kind === "rejected") job.failure = null;
    this.schedule(job, delayMs);
  }

  schedule(job: Job, delayMs: number): void {
    if (this.disposed || job.removed) return;
    this.clearTimer(job);
    job.waiting = true;
    job.timer = setTimeout(() => void this.execute(job), delayMs);
  }

  /** Runs every job now (before leaving, before Finish). */
  runAll(): void {
    for (const job of this.jobs) void this.execute(job);
  }

  /** Back online: retry what failed at once instead of waiting out the backoff. */
  retryFailed(): void {
    for (const job of this.jobs) if (job.failure && job.failure.kind !== "rejected") void this.execute(job);
  }

  views(): Iterable<JobView> {
    return this.jobs;
  }

  /** Whether any job is running, waiting to run, or failed and will retry. */
  busy(): boolean {
    for (const job of this.jobs) if (job.inFlight || job.waiting) return true;
    return false;
  }

  dispose(): void {
    this.disposed = true;
    for (const job of this.jobs) this.clearTimer(job);
  }

  private clearTimer(job: Job): void {
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    job.waiting = false;
  }

  private async execute(job: Job): Promise<void> {
    this.clearTimer(job);
    if (job.removed) return;
    if (job.inFlight) {
      job.again = true;
      return;
    }
    if (!job.pending()) {
      if (job.failure?.kind !== "rejected") job.failure = null;
      job.attempt = 0;
      this.onChange();
      return;
    }
    job.inFlight = true;
    this.onChange();
    try {
      await job.run();
      job.failure = null;
      job.attempt = 0;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      const message = error instanceof Error ? error.message : String(error);
      // Not an answer from the server (a bug on our side): retrying would fail the same way.
      job.failure =
        status === -1 ? { kind: "rejected", message } : classifyFailure(status, message, isOnline());
      if (job.failure.kind !== "rejected") {
        job.attempt += 1;
        this.schedule(job, retryDelay(job.attempt));
      }
    } finally {
      job.inFlight = false;
      if (job.again && !job.removed && !this.disposed) {
        job.again = false;
        if (!job.timer) void this.execute(job);
      }
      if (!this.disposed) this.onChange();
    }
  }
}
