import { and, asc, desc, eq } from "drizzle-orm";
import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { coverLetter, resume, resumeRevision } from "../../db/schema/index.ts";
import { analyseSavedJob } from "./job-analysis.ts";
import { getOwnedJob, toJob } from "./job-row.ts";

/**
 * One of the user's jobs with its posting's analysis (corrections applied; `keywords` are its
 * terms, what revisions are scored on) and what targets it:
 * revisions (newest first, with their resume's name and score) and cover letters.
 */
export async function getJob({ db, userId, id }: OwnedRowRequest) {
  const row = await getOwnedJob(db, userId, id);
  const [revisions, letters] = await Promise.all([
    db
      .select({
        id: resumeRevision.id,
        resume_id: resumeRevision.resumeId,
        resume_name: resume.name,
        created_at: resumeRevision.createdAt,
        score: resumeRevision.score,
      })
      .from(resumeRevision)
      .innerJoin(resume, eq(resume.id, resumeRevision.resumeId))
      .where(and(eq(resumeRevision.jobId, id), eq(resumeRevision.userId, userId)))
      .orderBy(desc(resumeRevision.id)),
    db
      .select({ id: coverLetter.id, name: coverLetter.name })
      .from(coverLetter)
      .where(and(eq(coverLetter.jobId, id), eq(coverLetter.userId, userId)))
      .orderBy(asc(coverLetter.id)),
  ]);
  // Once per version of the job, not per read (job-analysis.ts).
  const analysis = analyseSavedJob(row);
  return {
    ...toJob(row),
    analysis,
    keywords: analysis.terms.map((term) => term.term),
    revisions: revisions.map((revision) => ({ ...revision, created_at: revision.created_at.toISOString() })),
    cover_letters: letters,
  };
}
