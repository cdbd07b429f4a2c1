import { and, desc, eq } from "drizzle-orm";
import type { ShareLinkList } from "../../../shared/contracts/share-links.ts";
import type { Database } from "../../db/client.ts";
import { getOwnedRow } from "../../db/owned-rows.ts";
import { resume, shareLink } from "../../db/schema/index.ts";
import { RESUME_NOT_FOUND } from "../resumes/get-resume.ts";
import { toShareLinkAnswer } from "./share-link-answer.ts";
import { readShareStats } from "./share-stats.ts";

/** The user's links (of one resume when `resumeId` is given), newest first, with 30-day stats. */
export async function listShareLinks({
  db,
  userId,
  resumeId,
  appUrl,
}: {
  db: Database;
  userId: string;
  resumeId?: number;
  appUrl: string;
}): Promise<ShareLinkList> {
  // Another user's resume is "not found", as everywhere, not an empty list.
  if (resumeId !== undefined)
    await getOwnedRow(db, resume, { userId, id: resumeId, notFound: RESUME_NOT_FOUND });
  const owned = eq(shareLink.userId, userId);
  const rows = await db
    .select()
    .from(shareLink)
    .where(resumeId === undefined ? owned : and(owned, eq(shareLink.resumeId, resumeId)))
    .orderBy(desc(shareLink.createdAt), desc(shareLink.id));
  const stats = await readShareStats(
    db,
    rows.map((row) => row.id),
  );
  return {
    links: rows.map((row) =>
      toShareLinkAnswer(row, stats.get(row.id) ?? { days: [], views: 0, downloads: 0 }, appUrl),
    ),
  };
}
