import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  assertOwnedLinks,
  COVER_LETTER_NOT_FOUND,
  type CoverLetterFields,
  toCoverLetter,
  toCoverLetterColumns,
} from "./cover-letter-row.ts";

/** Writes only the fields sent to one of the user's cover letters. */
export async function updateCoverLetter(opts: {
  db: Database;
  userId: string;
  id: number;
  fields: CoverLetterFields;
}) {
  const { db, userId, id, fields } = opts;
  await assertOwnedLinks(db, userId, fields);
  const values = toCoverLetterColumns(fields);
  const where = and(eq(coverLetter.id, id), eq(coverLetter.userId, userId));
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(coverLetter).where(where)
      : await db
          .update(coverLetter)
          .set({ ...values, updatedAt: new Date() })
          .where(where)
          .returning();
  if (!row) throw new AppError("not_found", COVER_LETTER_NOT_FOUND);
  return toCoverLetter(row);
}
