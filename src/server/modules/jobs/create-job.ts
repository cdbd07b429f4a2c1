import type { JobFields } from "../../../shared/contracts/jobs.ts";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { assertRoomFor } from "../limits/row-caps.ts";
import { jobColumns, toJob } from "./job-row.ts";
import { withPostingNames } from "./posting-names.ts";
import { firstStage } from "./stage-history.ts";

/**
 * Saves a job posting of the user's; fields left out take their defaults (status "saved"); an
 * empty title or company is read from the posting; 409 past MAX_JOBS.
 */
export async function createJob({
  db,
  userId,
  fields,
}: {
  db: Database;
  userId: string;
  fields: Partial<JobFields>;
}) {
  const named = withPostingNames(fields);
  const now = new Date();
  return db.transaction(async (tx) => {
    await assertRoomFor(tx, userId, "jobs");
    const [row] = await tx
      .insert(job)
      .values({
        ...jobColumns(named),
        title: named.title?.trim() || "Job posting",
        statusHistory: firstStage(named.status ?? "saved", now),
        userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("job insert returned no row");
    return toJob(row);
  });
}
