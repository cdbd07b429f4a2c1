import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { idCursor, LEGACY_MAX_ROWS, type PageRequest, toPage } from "../limits/page-query.ts";
import { toCoverLetter } from "./cover-letter-row.ts";

/** The user's cover letters, newest first (at most LEGACY_MAX_ROWS; the cap keeps them fewer). */
export async function listCoverLetters({ db, userId }: { db: Database; userId: string }) {
  const rows = await db
    .select()
    .from(coverLetter)
    .where(eq(coverLetter.userId, userId))
    .orderBy(desc(coverLetter.id))
    .limit(LEGACY_MAX_ROWS);
  return rows.map(toCoverLetter);
}

/** One page of the user's cover letters, newest first; the cursor is the last id shown. */
export async function listCoverLettersPage({
  db,
  userId,
  page,
}: {
  db: Database;
  userId: string;
  page: PageRequest;
}) {
  const before = idCursor(page.cursor);
  const rows = await db
    .select()
    .from(coverLetter)
    .where(and(eq(coverLetter.userId, userId), before === undefined ? undefined : lt(coverLetter.id, before)))
    .orderBy(desc(coverLetter.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toCoverLetter), page.limit, (letter) => String(letter.id));
}
