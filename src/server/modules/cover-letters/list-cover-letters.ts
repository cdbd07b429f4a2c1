import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { LEGACY_MAX_ROWS, type ListRequest, listNewestFirst } from "../limits/page-query.ts";
import { toCoverLetter } from "./cover-letter-row.ts";
import { ensureFreeCoverLetter } from "./ensure-free-cover-letter.ts";

/**
 * The cover-letter list (GET /api/entity?entity=cover_letters): a new user's free letter is
 * created first (spec §1), then one page (`page`; the cursor is the last id shown), else all.
 */
export async function listCoverLetters({ db, userId, page }: ListRequest) {
  await ensureFreeCoverLetter({ db, userId });
  return listNewestFirst(page, (before, limit) => readCoverLetters({ db, userId, before, limit }));
}

/**
 * The user's cover letters older than `before`, newest first (at most LEGACY_MAX_ROWS; caps keep
 * fewer), as they are: no free letter is created (the account export reads them so).
 */
export async function readCoverLetters({
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
