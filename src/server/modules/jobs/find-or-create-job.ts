import { and, desc, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";
import { assertRoomFor } from "../limits/row-caps.ts";
import type { JobRow } from "./job-row.ts";
import { postingJobFields } from "./posting-names.ts";
import { firstStage } from "./stage-history.ts";

/**
 * The user's job with this posting text, or a new one (docs/api.md: a resume's pasted
 * job_posting becomes a Job). A per-user advisory lock for the transaction keeps two
 * concurrent generations from saving the same posting twice. A found job saved without a
 * company (before issue 34) gets the one its posting names; a company the user wrote stays.
 */
export async function findOrCreateJob(
  tx: Transaction,
  { userId, description, fallbackTitle }: { userId: string; description: string; fallbackTitle: string },
): Promise<JobRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-posting:${userId}`}))`);
  const existing = await findJobByDescription(tx, userId, description);
  if (existing) return existing.company.trim() ? existing : withCompanyRead(tx, existing);
  await assertRoomFor(tx, userId, "jobs");
  const now = new Date();
  const [created] = await tx
    .insert(job)
    .values({
      userId,
      description,
      ...postingJobFields(description, fallbackTitle),
      statusHistory: firstStage("saved", now),
      // createdAt and updatedAt by the database's clock, as a revision's in the same transaction:
      // a revision is "not older than its job" (same-input-revision.ts) by that one clock.
    })
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

/** `row` with the company its posting names, saved; as it was when the posting names none. */
async function withCompanyRead(tx: Transaction, row: JobRow): Promise<JobRow> {
  const { company } = postingJobFields(row.description, row.title, { title: row.title });
  if (!company) return row;
  const [updated] = await tx
    .update(job)
    .set({ company, updatedAt: new Date() })
    .where(and(eq(job.id, row.id), eq(job.userId, row.userId), eq(job.company, row.company)))
    .returning();
  return updated ?? row;
}
