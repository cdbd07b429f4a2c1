import type { Job, JobFields, JobStatus } from "../../../shared/contracts/jobs.ts";
import type { Database } from "../../db/client.ts";
import { getOwnedRow } from "../../db/owned-rows.ts";
import { job } from "../../db/schema/index.ts";

export const JOB_NOT_FOUND = "This job does not exist or is not yours.";

export type JobRow = typeof job.$inferSelect;

/** A job as the API shows it (contracts/jobs.ts Job). */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    url: row.url,
    description: row.description,
    // Written only through jobFields (contracts/jobs.ts), so always one of jobStatuses.
    status: row.status as JobStatus,
    // One time format whatever wrote the entry (migration 0011 wrote PostgreSQL's).
    status_history: row.statusHistory.map((change) => ({
      status: change.status,
      at: new Date(change.at).toISOString(),
    })),
    follow_up_on: row.followUpOn,
    notes: row.notes,
    term_corrections: row.termCorrections,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The user's job row; 404 when missing or another user's. */
export async function getOwnedJob(db: Pick<Database, "select">, userId: string, id: number): Promise<JobRow> {
  return getOwnedRow(db, job, { userId, id, notFound: JOB_NOT_FOUND });
}

/** API fields as the job table's columns. */
export function jobColumns({ term_corrections, follow_up_on, ...fields }: Partial<JobFields>) {
  return {
    ...fields,
    ...(term_corrections ? { termCorrections: term_corrections } : {}),
    ...(follow_up_on === undefined ? {} : { followUpOn: follow_up_on }),
  };
}
