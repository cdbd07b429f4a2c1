// What the save status says, and how a failed save is handled. Pure, for the store and tests.

export type Failure =
  | { kind: "offline" }
  | { kind: "retrying" }
  /** The server refused the data (4xx): retrying would not help until the user changes it. */
  | { kind: "rejected"; message: string };

/** How the saves stand. Fields held back (invalid or refused) are told apart by the store's held(). */
export type SaveStatus = { kind: "saved" } | { kind: "saving" } | Failure;

export interface JobView {
  inFlight: boolean;
  /** Work is waiting: a debounce timer or a retry. */
  waiting: boolean;
  failure: Failure | null;
}

/** How a failed request is handled: by its HTTP status (0 = the server could not be reached). */
export function classifyFailure(status: number, message: string, online = true): Failure {
  if (status === 0 || !online) return { kind: "offline" };
  if (status === 409 || status === 401 || status === 408 || status === 429 || status >= 500) {
    return { kind: "retrying" };
  }
  return { kind: "rejected", message };
}

/** Wait before retry n (1-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * One status for the whole wizard: the worst state of any save wins, so a failing save is
 * never hidden behind a successful one.
 */
export function overallStatus(jobs: Iterable<JobView>): SaveStatus {
  let status: SaveStatus = { kind: "saved" };
  const rank = { saved: 0, saving: 1, rejected: 2, retrying: 3, offline: 4 } as const;
  const worse = (next: SaveStatus) => {
    if (rank[next.kind] > rank[status.kind]) status = next;
  };
  for (const job of jobs) {
    if (job.failure) worse(job.failure);
    else if (job.inFlight || job.waiting) worse({ kind: "saving" });
  }
  return status;
}

export function statusText(status: SaveStatus): string {
  switch (status.kind) {
    case "saved":
      return "Saved";
    case "saving":
      return "Saving...";
    case "rejected":
      return `Save failed - ${status.message}`;
    case "retrying":
      return "Save failed - retrying";
    case "offline":
      return "Offline - will retry";
  }
}
