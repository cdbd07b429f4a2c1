import { and, eq } from "drizzle-orm";
import type { JobFields } from "../../../shared/contracts/jobs.ts";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { JOB_NOT_FOUND, jobColumns, toJob } from "./job-row.ts";
import { withPostingNames } from "./posting-names.ts";
import { withStage } from "./stage-history.ts";

/**
 * Writes only the fields sent to one of the user's jobs. A new status is added to the job's
 * stage history with the time (stage-history.ts); a new posting fills a company left empty.
 * The row is locked while it is read and written, so two moves at once both land in the history.
 */
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(job)
      .where(and(eq(job.id, id), eq(job.userId, userId)))
      .for("update");
    if (!row) throw new AppError("not_found", JOB_NOT_FOUND);
    if (Object.keys(fields).length === 0) return toJob(row);
    const now = new Date();
    const newPosting =
      fields.description !== undefined && fields.description.trim() !== row.description.trim();
    const named = newPosting
      ? withPostingNames({
          ...fields,
          title: fields.title ?? row.title,
          company: fields.company ?? row.company,
        })
      : fields;
    const [updated] = await tx
      .update(job)
      .set({
        ...jobColumns(named),
        ...(fields.status ? { statusHistory: withStage(row.statusHistory, fields.status, now) } : {}),
        updatedAt: now,
      })
      .where(and(eq(job.id, id), eq(job.userId, userId)))
      .returning();
    if (!updated) throw new AppError("not_found", JOB_NOT_FOUND);
    return toJob(updated);
  });
}
