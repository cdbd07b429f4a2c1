import { and, eq, notExists } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  aiGeneration,
  coverLetter,
  entitlement,
  job,
  resume,
  resumeRevision,
} from "../../db/schema/index.ts";

/**
 * Moves what an anonymous user made to the account they linked, before Better Auth deletes
 * the anonymous user (its rows would cascade away). Every table with a user_id has its UPDATE
 * here; child rows of resumes follow their resume.
 */
export async function reassignUserData({
  db,
  fromUserId,
  toUserId,
}: {
  db: Database;
  fromUserId: string;
  toUserId: string;
}) {
  await db.transaction(async (tx) => {
    // An existing account keeps its own plan; a brand-new one inherits the anonymous plan.
    await tx
      .update(entitlement)
      .set({ userId: toUserId, updatedAt: new Date() })
      .where(
        and(
          eq(entitlement.userId, fromUserId),
          notExists(tx.select().from(entitlement).where(eq(entitlement.userId, toUserId))),
        ),
      );
    // Resumes and letters always move: they are the visitor's work, whatever plan the account has.
    await tx.update(resume).set({ userId: toUserId }).where(eq(resume.userId, fromUserId));
    await tx.update(coverLetter).set({ userId: toUserId }).where(eq(coverLetter.userId, fromUserId));
    await tx.update(job).set({ userId: toUserId }).where(eq(job.userId, fromUserId));
    await tx.update(resumeRevision).set({ userId: toUserId }).where(eq(resumeRevision.userId, fromUserId));
    // A generation running right now settles against the new owner's credits (refunds included).
    await tx.update(aiGeneration).set({ userId: toUserId }).where(eq(aiGeneration.userId, fromUserId));
  });
}
