import { count, eq, max } from "drizzle-orm";
import type { ResumeStats } from "../../../shared/contracts/resumes.ts";
import type { Database } from "../../db/client.ts";
import { coverLetter, resume } from "../../db/schema/index.ts";
import { getEntitlements } from "../entitlements/get-entitlements.ts";
import { ensureFreeResume } from "./ensure-free-resume.ts";

/** The dashboard's counters (GET /api/cv/stats), counting the free resume a new user gets first. */
export async function getResumeStats(opts: {
  db: Database;
  userId: string;
  billingEnabled: boolean;
}): Promise<ResumeStats> {
  const { db, userId } = opts;
  await ensureFreeResume({ db, userId });
  const [entitlements, [resumes], [letters]] = await Promise.all([
    getEntitlements(opts),
    db
      .select({ n: count(), last: max(resume.updatedAt) })
      .from(resume)
      .where(eq(resume.userId, userId)),
    db
      .select({ n: count(), last: max(coverLetter.updatedAt) })
      .from(coverLetter)
      .where(eq(coverLetter.userId, userId)),
  ]);
  const times = [resumes?.last, letters?.last]
    .filter((time) => time != null)
    .map((time) => new Date(time).getTime());
  return {
    resumes: resumes?.n ?? 0,
    coverLetters: letters?.n ?? 0,
    cvLeft: entitlements.cvLeft,
    generated: entitlements.generated,
    lastUpdated: times.length ? new Date(Math.max(...times)).toISOString() : null,
  };
}
