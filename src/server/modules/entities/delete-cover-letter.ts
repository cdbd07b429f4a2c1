import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { COVER_LETTER_NOT_FOUND } from "./cover-letter-row.ts";

export async function deleteCoverLetter({ db, userId, id }: { db: Database; userId: string; id: number }) {
  const deleted = await db
    .delete(coverLetter)
    .where(and(eq(coverLetter.id, id), eq(coverLetter.userId, userId)))
    .returning({ id: coverLetter.id });
  if (deleted.length === 0) throw new AppError("not_found", COVER_LETTER_NOT_FOUND);
}
