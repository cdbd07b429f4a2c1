import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { JobSummary } from "../../../shared/contracts/jobs.ts";
import type { Database } from "../../db/client.ts";
import { coverLetter, job, resumeRevision } from "../../db/schema/index.ts";
import { type ListRequest, type PageRequest, pageNewestFirst } from "../limits/page-query.ts";
import { toJob } from "./job-row.ts";

/**
 * One page of the user's jobs, newest first (the cursor is the last id shown), each with how many
 * revisions and cover letters target it and the newest of each (the tracker's card links to them
 * in one click). Never all of them: each holds a posting of up to 20,000 characters, and 500 of
 * them would make one answer of megabytes.
 */
export function listJobs({ db, userId, page }: Omit<ListRequest, "page"> & { page: PageRequest }) {
  return pageNewestFirst(page, (before, limit) => readJobs(db, userId, before, limit));
}

async function readJobs(
  db: Database,
  userId: string,
  before: number | undefined,
  limit: number,
): Promise<JobSummary[]> {
  const revisions = db
    .select({ jobId: resumeRevision.jobId, n: count().as("revision_count") })
    .from(resumeRevision)
    .where(eq(resumeRevision.userId, userId))
    .groupBy(resumeRevision.jobId)
    .as("revisions");
  const letters = db
    .select({ jobId: coverLetter.jobId, n: count().as("letter_count") })
    .from(coverLetter)
    .where(eq(coverLetter.userId, userId))
    .groupBy(coverLetter.jobId)
    .as("letters");
  const rows = await db
    .select({
      job,
      revisions: sql<number>`coalesce(${revisions.n}, 0)::int`,
      coverLetters: sql<number>`coalesce(${letters.n}, 0)::int`,
    })
    .from(job)
    .leftJoin(revisions, eq(revisions.jobId, job.id))
    .leftJoin(letters, eq(letters.jobId, job.id))
    .where(and(eq(job.userId, userId), before === undefined ? undefined : lt(job.id, before)))
    .orderBy(desc(job.id))
    .limit(limit);
  const latest = await readLatestWritten(
    db,
    userId,
    rows.map((row) => row.job.id),
  );
  return rows.map((row) => ({
    ...toJob(row.job),
    revisions: Number(row.revisions),
    cover_letters: Number(row.coverLetters),
    latest_revision: latest.revisions.get(row.job.id) ?? null,
    latest_cover_letter: latest.letters.get(row.job.id) ?? null,
  }));
}

/** The newest revision and the newest letter written for each of these jobs of the user's. */
async function readLatestWritten(db: Database, userId: string, jobIds: number[]) {
  if (jobIds.length === 0) return { revisions: new Map(), letters: new Map() };
  const [revisions, letters] = await Promise.all([
    db
      .selectDistinctOn([resumeRevision.jobId], {
        jobId: resumeRevision.jobId,
        id: resumeRevision.id,
        resume_id: resumeRevision.resumeId,
        name: resumeRevision.name,
      })
      .from(resumeRevision)
      .where(and(eq(resumeRevision.userId, userId), inArray(resumeRevision.jobId, jobIds)))
      .orderBy(resumeRevision.jobId, desc(resumeRevision.id)),
    db
      .selectDistinctOn([coverLetter.jobId], {
        jobId: coverLetter.jobId,
        id: coverLetter.id,
        name: coverLetter.name,
      })
      .from(coverLetter)
      .where(and(eq(coverLetter.userId, userId), inArray(coverLetter.jobId, jobIds)))
      .orderBy(coverLetter.jobId, desc(coverLetter.id)),
  ]);
  return {
    revisions: new Map(revisions.map(({ jobId, ...link }) => [jobId, link])),
    letters: new Map(letters.map(({ jobId, ...link }) => [jobId, link])),
  };
}
