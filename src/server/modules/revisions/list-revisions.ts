import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { aiGeneration, resumeRevision } from "../../db/schema/index.ts";
import { refundUsersStaleGenerations } from "../generations/settle-generation.ts";
import { findJobByDescription } from "../jobs/find-or-create-job.ts";
import { assertOwnedResume } from "../resume-rows/child-rows.ts";
import { getResume } from "../resumes/get-resume.ts";
import { toRevisionSummary } from "./revision-row.ts";
import { sameTailoringInput } from "./same-tailoring-input.ts";

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
  const newest = rows[0];
  const current = newest ? await currentRevisionId(db, userId, resumeId, newest.id) : null;
  return {
    revisions: rows.map(toRevisionSummary),
    generating: running.length > 0,
    current_revision_id: current,
  };
}

/**
 * The newest revision's id when "Finish" would write it again: written from the Original as it
 * is now, for the same role, instructions and posting (generate-revision.ts's defaults).
 */
async function currentRevisionId(db: Database, userId: string, resumeId: number, newestId: number) {
  const [[revision], original] = await Promise.all([
    db
      .select({
        source: resumeRevision.source,
        desiredRole: resumeRevision.desiredRole,
        instructions: resumeRevision.instructions,
        jobId: resumeRevision.jobId,
      })
      .from(resumeRevision)
      .where(and(eq(resumeRevision.id, newestId), eq(resumeRevision.userId, userId))),
    getResume({ db, userId, id: resumeId }),
  ]);
  if (!revision) return null;
  if (revision.desiredRole !== original.desired_role || revision.instructions !== original.user_instructions)
    return null;
  const posting = original.job_posting.trim();
  const jobId = posting ? ((await findJobByDescription(db, userId, posting))?.id ?? null) : null;
  if (revision.jobId !== jobId || (posting && jobId === null)) return null;
  return sameTailoringInput(revision.source, original) ? newestId : null;
}
