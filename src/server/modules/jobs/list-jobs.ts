import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter, job, resumeRevision } from "../../db/schema/index.ts";
import { type ListRequest, type PageRequest, pageNewestFirst } from "../limits/page-query.ts";
import { toJob } from "./job-row.ts";

/**
 * One page of the user's jobs, newest first (the cursor is the last id shown), each with how many
 * revisions and cover letters target it. Never all of them: each holds a posting of up to 20,000
 * characters, and 500 of them would make one answer of megabytes.
 */
export function listJobs({ db, userId, page }: Omit<ListRequest, "page"> & { page: PageRequest }) {
  return pageNewestFirst(page, (before, limit) => readJobs(db, userId, before, limit));
}

async function readJobs(db: Database, userId: string, before: number | undefined, limit: number) {
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
  return rows.map((row) => ({
    ...toJob(row.job),
    revisions: Number(row.revisions),
    cover_letters: Number(row.coverLetters),
  }));
}
