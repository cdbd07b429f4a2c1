import { and, asc, count, eq, isNotNull, lte, ne } from "drizzle-orm";
import type { JobFollowUps, JobStatus } from "../../../shared/contracts/jobs.ts";
import type { Database } from "../../db/client.ts";
import { job } from "../../db/schema/index.ts";

/** The dashboard names at most this many due follow-ups; the tracker shows the rest. */
const SHOWN_FOLLOW_UPS = 20;

/**
 * The user's jobs whose follow-up day is `dueBy` (the user's today, from the browser) or
 * earlier, earliest first: what the dashboard reminds of. A rejected job needs no follow-up.
 */
export async function listFollowUps({
  db,
  userId,
  dueBy,
}: {
  db: Database;
  userId: string;
  dueBy: string;
}): Promise<JobFollowUps> {
  const due = and(
    eq(job.userId, userId),
    isNotNull(job.followUpOn),
    lte(job.followUpOn, dueBy),
    ne(job.status, "rejected" satisfies JobStatus),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: job.id,
        title: job.title,
        company: job.company,
        status: job.status,
        followUpOn: job.followUpOn,
      })
      .from(job)
      .where(due)
      .orderBy(asc(job.followUpOn), asc(job.id))
      .limit(SHOWN_FOLLOW_UPS),
    db.select({ n: count() }).from(job).where(due),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      company: row.company,
      status: row.status as JobStatus,
      follow_up_on: row.followUpOn ?? dueBy,
    })),
    total: Number(total?.n ?? 0),
  };
}
