import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { aiGeneration, resumeRevision } from "../../db/schema/index.ts";
import { assertOwnedResume } from "../entities/child-rows.ts";
import { toRevisionSummary } from "./revision-row.ts";

/**
 * The revisions of one of the user's resumes, newest first, and whether a generation for it
 * is running now (so a page opened mid-generation can say so and look again later).
 */
export async function listRevisions({
  db,
  userId,
  resumeId,
}: {
  db: Database;
  userId: string;
  resumeId: number;
}) {
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
