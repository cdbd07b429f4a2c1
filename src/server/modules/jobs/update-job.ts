import { and, eq } from "drizzle-orm";
import type { JobFields } from "../../../shared/contracts/jobs.ts";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { getOwnedJob, jobColumns, toJob } from "./job-row.ts";

/** Writes only the fields sent to one of the user's jobs. */
export async function updateJob({
  db,
  userId,
  id,
  fields,
}: {
  db: Database;
  userId: string;
  id: number;
  fields: Partial<JobFields>;
}) {
  if (Object.keys(fields).length === 0) return toJob(await getOwnedJob(db, userId, id));
  const [row] = await db
    .update(job)
    .set({ ...jobColumns(fields), updatedAt: new Date() })
    .where(and(eq(job.id, id), eq(job.userId, userId)))
    .returning();
  // Nothing matched: the same 404 as a read.
  return toJob(row ?? (await getOwnedJob(db, userId, id)));
}
