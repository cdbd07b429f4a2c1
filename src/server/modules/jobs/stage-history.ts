import type { JobStageChange, JobStatus } from "../../../shared/contracts/jobs.ts";

// A job's stage history (the tracker's dates, docs/decisions/033-job-tracker.md): each stage it
// entered and when, oldest first; the last entry is its current status.

/**
 * A change this soon after the one before corrects it rather than adding a step: a keyboard
 * user stepping through the stage select's options (Chromium changes a closed select on each
 * arrow key) or a slip undone at once leaves one entry, not one per option passed.
 */
export const CORRECTION_WINDOW_MS = 60_000;
/** Entries kept per job (the oldest go first): a job moves a handful of times in real use. */
export const MAX_STAGE_CHANGES = 50;

/** The history of a job saved now in `status`. */
export function firstStage(status: JobStatus, at: Date): JobStageChange[] {
  return [{ status, at: at.toISOString() }];
}

/** `history` after the job moved to `status` at `at`; unchanged when it is already there. */
export function withStage(history: JobStageChange[], status: JobStatus, at: Date): JobStageChange[] {
  const last = history.at(-1);
  if (last?.status === status) return history;
  const entry = { status, at: at.toISOString() };
  // The first entry is when the job was saved: never corrected away.
  const correcting = history.length > 1 && last && at.getTime() - Date.parse(last.at) < CORRECTION_WINDOW_MS;
  if (!correcting) return [...history, entry].slice(-MAX_STAGE_CHANGES);
  const before = history.slice(0, -1);
  // Moved back to where it was: the slip leaves no trace.
  return before.at(-1)?.status === status ? before : [...before, entry];
}
