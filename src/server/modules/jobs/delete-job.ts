import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { JOB_NOT_FOUND } from "./job-row.ts";

/** Deletes one of the user's jobs; its revisions and letters stay (their job_id becomes null). */
export async function deleteJob({ db, userId, id }: { db: Database; userId: string; id: number }) {
  const deleted = await db
    .delete(job)
    .where(and(eq(job.id, id), eq(job.userId, userId)))
    .returning({ id: job.id });
  if (deleted.length === 0) throw new AppError("not_found", JOB_NOT_FOUND);
}
