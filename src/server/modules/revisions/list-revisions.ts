import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { aiGeneration, resumeRevision } from "../../db/schema/index.ts";
import { refundUsersStaleGenerations } from "../generations/settle-generation.ts";
import { findJobByDescription } from "../jobs/find-or-create-job.ts";
import { assertOwnedResume } from "../resume-rows/child-rows.ts";
import { getResume } from "../resumes/get-resume.ts";
import { toRevisionSummary } from "./revision-row.ts";
import { sameInputRevision, type TailoringInput } from "./same-input-revision.ts";

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
  writer,
}: {
  db: Database;
  userId: string;
  resumeId: number;
  /** AI_TIMEOUT_MS, for the stale-generation sweep. */
  timeoutMs: number;
  /** The writer's display name: a revision by another writer is not the one Finish would write. */
  writer: string;
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
  const original = rows.length ? await getResume({ db, userId, id: resumeId }) : null;
  const current = original
    ? await sameInputRevision(db, userId, await finishInput(db, userId, original, writer), {
        untouched: false,
      })
    : null;
  return {
    revisions: rows.map(toRevisionSummary),
    generating: running.length > 0,
    current_revision_id: current?.id ?? null,
  };
}

/**
 * What Finish would tailor with: the Original's own role, instructions and pasted posting
 * (generate-revision.ts's defaults), by this server's writer.
 */
async function finishInput(
  db: Database,
  userId: string,
  original: ResumeDocument,
  writer: string,
): Promise<TailoringInput> {
  const posting = original.job_posting.trim();
  return {
    original,
    desiredRole: original.desired_role,
    instructions: original.user_instructions,
    jobId: posting ? (await findJobByDescription(db, userId, posting))?.id : null,
    writer,
  };
}
