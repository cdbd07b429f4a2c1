import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { aiGeneration, resumeRevision } from "../../db/schema/index.ts";
import { refundUsersStaleGenerations } from "../generations/settle-generation.ts";
import { assertOwnedResume } from "../resume-rows/child-rows.ts";
import { toRevisionSummary } from "./revision-row.ts";

/**
 * The revisions of one of the user's resumes, newest first, and whether a generation for it
 * is running now (so a page opened mid-generation can say so and look again later). A running
 * generation a dead process left behind is refunded first, so it does not count as running.
 */
export async function listRevisions({
  db,
  userId,
  resumeId,
  timeoutMs,
}: {
  db: Database;
  userId: string;
  resumeId: number;
  /** AI_TIMEOUT_MS, for the stale-generation sweep. */
  timeoutMs: number;
}) {
  await refundUsersStaleGenerations({ db, userId, timeoutMs });
  await assertOwnedResume(db, userId, resumeId);
  const {
    source: _source,
    document: _document,
    instructions: _instructions,
    ...summary
  } = getTableColumns(resumeRevision);
  const [rows, running] = await Promise.all([
    db
      .select(summary)
      .from(resumeRevision)
      .where(and(eq(resumeRevision.resumeId, resumeId), eq(resumeRevision.userId, userId)))
      .orderBy(desc(resumeRevision.id)),
    db
      .select({ id: aiGeneration.id })
      .from(aiGeneration)
      .where(
        and(
          eq(aiGeneration.userId, userId),
          eq(aiGeneration.status, "running"),
          eq(aiGeneration.kind, "resume"),
          eq(aiGeneration.resumeId, resumeId),
        ),
      )
      .limit(1),
  ]);
  return { revisions: rows.map(toRevisionSummary), generating: running.length > 0 };
}
