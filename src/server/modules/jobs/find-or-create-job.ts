import { and, desc, eq, sql } from "drizzle-orm";
import { analysePosting } from "../../ai/posting/analyse-posting.ts";
import type { Transaction } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { assertRoomFor } from "../limits/row-caps.ts";
import type { JobRow } from "./job-row.ts";

const MAX_TITLE = 120;
/** A job's company is at most this long (contracts/jobs.ts); a longer reading is no name. */
const MAX_COMPANY = 200;

/**
 * The user's job with this posting text, or a new one (docs/api.md: a resume's pasted
 * job_posting becomes a Job). A per-user advisory lock for the transaction keeps two
 * concurrent generations from saving the same posting twice.
 */
export async function findOrCreateJob(
  tx: Transaction,
  { userId, description, fallbackTitle }: { userId: string; description: string; fallbackTitle: string },
): Promise<JobRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-posting:${userId}`}))`);
  const existing = await findJobByDescription(tx, userId, description);
  if (existing) return existing;
  await assertRoomFor(tx, userId, "jobs");
  const [created] = await tx
    .insert(job)
    .values({ userId, description, ...postingJobFields(description, fallbackTitle) })
    .returning();
  if (!created) throw new Error("job insert returned no row");
  return created;
}

/** The user's newest job with exactly this posting text, if any. */
export async function findJobByDescription(
  db: Pick<Transaction, "select">,
  userId: string,
  description: string,
): Promise<JobRow | undefined> {
  const [existing] = await db
    .select()
    .from(job)
    .where(and(eq(job.userId, userId), eq(job.description, description)))
    .orderBy(desc(job.id))
    .limit(1);
  return existing;
}

/**
 * The title and company of a job saved from a pasted posting (issue 32): what the posting
 * analysis reads from its header and sentences ("Payroll Analyst, US", "GitLab"), so the job
 * (and the letter written for it, "Dear GitLab hiring team") names its employer although the
 * user typed neither. The title falls back to the posting's first line, then `fallbackTitle`.
 */
export function postingJobFields(
  description: string,
  fallbackTitle: string,
): { title: string; company: string } {
  const { title, company } = analysePosting(description);
  return {
    title: title && title.length <= MAX_TITLE ? title : titleOf(description, fallbackTitle),
    company: company.length <= MAX_COMPANY ? company : "",
  };
}

/** A pasted posting usually starts with the role's name; a long first line is not a title. */
function titleOf(description: string, fallbackTitle: string): string {
  const firstLine = description.trim().split("\n")[0]?.trim() ?? "";
  if (firstLine && firstLine.length <= MAX_TITLE) return firstLine;
  return fallbackTitle.trim() || "Job posting";
}
