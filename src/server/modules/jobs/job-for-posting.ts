import type { Database } from "../../db/client.ts";
import { findOrCreateJob } from "./find-or-create-job.ts";
import { toJob } from "./job-row.ts";

/**
 * The user's job for a posting pasted in the wizard (found by its exact text, else saved now), so
 * its checklist can be corrected before the first tailoring: generating with the same pasted
 * posting then uses this job and its corrections.
 */
export async function jobForPosting({
  db,
  userId,
  description,
  fallbackTitle,
}: {
  db: Database;
  userId: string;
  description: string;
  fallbackTitle: string;
}) {
  const row = await db.transaction((tx) =>
    findOrCreateJob(tx, { userId, description: description.trim(), fallbackTitle }),
  );
  return toJob(row);
}
