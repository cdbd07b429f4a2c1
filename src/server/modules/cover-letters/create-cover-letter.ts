import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { assertRoomFor } from "../limits/row-caps.ts";
import {
  assertOwnedLinks,
  type CoverLetterFields,
  toCoverLetter,
  toCoverLetterColumns,
} from "./cover-letter-row.ts";

/**
 * Adds a cover letter of the user's; a resume_id or job_id must name one of theirs (else 404);
 * 409 when they already keep MAX_COVER_LETTERS.
 */
export async function createCoverLetter(opts: {
  db: Database;
  userId: string;
  fields: CoverLetterFields & { name: string };
}) {
  const { db, userId, fields } = opts;
  await assertOwnedLinks(db, userId, fields);
  return db.transaction(async (tx) => {
    await assertRoomFor(tx, userId, "cover_letters");
    const [row] = await tx
      .insert(coverLetter)
      .values({ ...toCoverLetterColumns(fields), name: fields.name, userId })
      .returning();
    if (!row) throw new Error("cover letter insert returned no row");
    return toCoverLetter(row);
  });
}
