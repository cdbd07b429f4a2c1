import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { LEGACY_MAX_ROWS, type PageRequest, pageNewestFirst } from "../limits/page-query.ts";
import { toCoverLetter } from "./cover-letter-row.ts";

/** One page of the user's cover letters, newest first; the cursor is the last id shown. */
export function listCoverLettersPage({
  db,
  userId,
  page,
}: {
  db: Database;
  userId: string;
  page: PageRequest;
}) {
  return pageNewestFirst(page, (before, limit) => listCoverLetters({ db, userId, before, limit }));
}

/** The user's cover letters older than `before`, newest first (at most LEGACY_MAX_ROWS; caps keep fewer). */
export async function listCoverLetters({
  db,
  userId,
  before,
  limit = LEGACY_MAX_ROWS,
}: {
  db: Database;
  userId: string;
  before?: number;
  limit?: number;
}) {
  const rows = await db
    .select()
    .from(coverLetter)
    .where(and(eq(coverLetter.userId, userId), before === undefined ? undefined : lt(coverLetter.id, before)))
    .orderBy(desc(coverLetter.id))
    .limit(limit);
  return rows.map(toCoverLetter);
}
