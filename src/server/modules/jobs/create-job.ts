import type { JobFields } from "../../../shared/ai.ts";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { toJob } from "./job-row.ts";

/** Saves a job posting of the user's; fields left out take their defaults (status "saved"). */
export async function createJob({
  db,
  userId,
  fields,
}: {
  db: Pick<Database, "insert">;
  userId: string;
  fields: Partial<JobFields> & { title: string };
}) {
  const [row] = await db
    .insert(job)
    .values({ ...fields, userId })
    .returning();
  if (!row) throw new Error("job insert returned no row");
  return toJob(row);
}
