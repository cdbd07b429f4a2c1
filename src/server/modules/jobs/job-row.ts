import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { toApiRow } from "../resumes/resume-document.ts";

export const JOB_NOT_FOUND = "This job does not exist or is not yours.";

export type JobRow = typeof job.$inferSelect;

/** A job as the API shows it: { id, title, company, url, description, status, notes, created_at, updated_at }. */
export function toJob(row: JobRow) {
  return toApiRow(row, ["userId"]) as {
    id: number;
    title: string;
    company: string;
    url: string;
    description: string;
    status: string;
    notes: string;
    created_at: string;
    updated_at: string;
  };
}

/** The user's job row; 404 when missing or another user's. */
export async function getOwnedJob(db: Pick<Database, "select">, userId: string, id: number): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(job)
    .where(and(eq(job.id, id), eq(job.userId, userId)));
  if (!row) throw new AppError("not_found", JOB_NOT_FOUND);
  return row;
}
