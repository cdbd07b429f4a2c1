import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { toCoverLetter } from "./cover-letter-row.ts";

/** The user's cover letters, newest first. */
export async function listCoverLetters({ db, userId }: { db: Database; userId: string }) {
  const rows = await db
    .select()
    .from(coverLetter)
    .where(eq(coverLetter.userId, userId))
    .orderBy(desc(coverLetter.id));
  return rows.map(toCoverLetter);
}
