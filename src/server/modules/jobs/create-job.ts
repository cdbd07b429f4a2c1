import type { JobFields } from "../../../shared/contracts/jobs.ts";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { assertRoomFor } from "../limits/row-caps.ts";
import { jobColumns, toJob } from "./job-row.ts";

/** Saves a job posting of the user's; fields left out take their defaults (status "saved"); 409 past MAX_JOBS. */
export async function createJob({
  db,
  userId,
  fields,
}: {
  db: Database;
  userId: string;
  fields: Partial<JobFields> & { title: string };
}) {
  return db.transaction(async (tx) => {
    await assertRoomFor(tx, userId, "jobs");
    const [row] = await tx
      .insert(job)
      .values({ ...jobColumns(fields), userId })
      .returning();
    if (!row) throw new Error("job insert returned no row");
    return toJob(row);
  });
}
