import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { assertOwnedResume } from "./child-rows.ts";
import { type CoverLetterFields, toCoverLetter } from "./cover-letter-row.ts";

/** Adds a cover letter of the user's; a resume_id must name one of their resumes (else 404). */
export async function createCoverLetter(opts: {
  db: Database;
  userId: string;
  fields: CoverLetterFields & { name: string };
}) {
  const { db, userId, fields } = opts;
  if (fields.resume_id != null) await assertOwnedResume(db, userId, fields.resume_id);
  const [row] = await db
    .insert(coverLetter)
    .values({ userId, name: fields.name, resumeId: fields.resume_id ?? null, content: fields.content ?? [] })
    .returning();
  if (!row) throw new Error("cover letter insert returned no row");
  return toCoverLetter(row);
}
