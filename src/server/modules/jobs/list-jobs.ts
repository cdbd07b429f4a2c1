import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter, job, resumeRevision } from "../../db/schema/index.ts";
import { toJob } from "./job-row.ts";

/** The user's jobs, newest first, each with how many revisions and cover letters target it. */
export async function listJobs({ db, userId }: { db: Database; userId: string }) {
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
    .where(eq(job.userId, userId))
    .orderBy(desc(job.id));
  return rows.map((row) => ({
    ...toJob(row.job),
    revisions: Number(row.revisions),
    cover_letters: Number(row.coverLetters),
  }));
}
