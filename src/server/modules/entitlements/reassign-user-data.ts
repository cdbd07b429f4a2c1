import { and, asc, eq, inArray, notExists } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  aiGeneration,
  coverLetter,
  entitlement,
  job,
  resume,
  resumeRevision,
} from "../../db/schema/index.ts";
import { trySpendCvCredit } from "./spend-cv-credit.ts";

/**
 * Moves what an anonymous user made to the account they linked, before Better Auth deletes
 * the anonymous user (its rows would cascade away). Every table with a user_id has its UPDATE
 * here; child rows of resumes follow their resume.
 *
 * Plan limits hold across the merge: an existing account pays for each guest resume it takes
 * with one cvLeft credit (a subscription covers them). A resume it has no credit for still moves
 * (nothing a visitor wrote is lost) but is marked over_plan: editable and previewed with the
 * watermark, printed for download only once a credit unlocks it (printing/unlock-over-plan-resume.ts).
 */
export async function reassignUserData({
  db,
  fromUserId,
  toUserId,
  billingEnabled = true,
}: {
  db: Database;
  fromUserId: string;
  toUserId: string;
  billingEnabled?: boolean;
}): Promise<void> {
  await db.transaction(async (tx) => {
    // An existing account keeps its own plan; a brand-new one inherits the anonymous plan.
    const inherited = await tx
      .update(entitlement)
      .set({ userId: toUserId, updatedAt: new Date() })
      .where(
        and(
          eq(entitlement.userId, fromUserId),
          notExists(tx.select().from(entitlement).where(eq(entitlement.userId, toUserId))),
        ),
      )
      .returning({ userId: entitlement.userId });
    // Guest resumes the account's plan has no credit for: moved, but marked over_plan.
    const overPlan: number[] = [];
    // A brand-new account (it inherited the guest's plan) or one with no plan row at all: the
    // resumes were made under the plan that now is the account's, so nothing is charged.
    if (billingEnabled && inherited.length === 0) {
      const [targetPlan] = await tx
        .select({ userId: entitlement.userId })
        .from(entitlement)
        .where(eq(entitlement.userId, toUserId));
      if (targetPlan) {
        const guestResumes = await tx
          .select({ id: resume.id })
          .from(resume)
          .where(eq(resume.userId, fromUserId))
          .orderBy(asc(resume.id));
        for (const { id } of guestResumes) {
          if (!(await trySpendCvCredit(tx, toUserId))) overPlan.push(id);
        }
      }
    }
    await tx.update(resume).set({ userId: toUserId }).where(eq(resume.userId, fromUserId));
    if (overPlan.length) {
      await tx
        .update(resume)
        .set({ overPlan: true })
        .where(and(eq(resume.userId, toUserId), inArray(resume.id, overPlan)));
    }
    await tx.update(coverLetter).set({ userId: toUserId }).where(eq(coverLetter.userId, fromUserId));
    await tx.update(job).set({ userId: toUserId }).where(eq(job.userId, fromUserId));
    await tx.update(resumeRevision).set({ userId: toUserId }).where(eq(resumeRevision.userId, fromUserId));
    // A generation running right now settles against the new owner's credits (refunds included).
    await tx.update(aiGeneration).set({ userId: toUserId }).where(eq(aiGeneration.userId, fromUserId));
  });
}
