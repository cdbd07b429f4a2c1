import { and, eq, lt, sql } from "drizzle-orm";
import { plans } from "../../../shared/plans.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { entitlement, resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { deleteResumeImages } from "../../storage/image-files.ts";
import { RESUME_NOT_FOUND } from "./get-resume.ts";

export interface DeleteResumeOptions {
  db: Database;
  userId: string;
  id: number;
  /** Where the resume's photo files live (local disk or S3). */
  storage: FileStorage;
  logger: Logger;
}

/**
 * Deletes one of the user's resumes and its photo files; its child rows cascade, its cover
 * letters keep their text (resume_id becomes null). On the free plan the resume's slot comes
 * back (issue 31: a user who deleted the empty starter could never create or import again);
 * a one-time plan's credits count resumes created, so they are not given back.
 */
export async function deleteResume({ db, userId, id, storage, logger }: DeleteResumeOptions) {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(resume)
      .where(and(eq(resume.id, id), eq(resume.userId, userId)))
      .returning({ id: resume.id, overPlan: resume.overPlan });
    // A resume merged in over plan never had a credit, so it has none to give back.
    if (row && !row.overPlan) await giveBackFreeSlot(tx, userId);
    return row;
  });
  if (!deleted) throw new AppError("not_found", RESUME_NOT_FOUND);
  // The resume is gone either way; a file that cannot be removed is an operator's problem, not the user's.
  await deleteResumeImages({ storage, userId, resumeId: id }).catch((error: unknown) =>
    logger.error("could not remove the photo files of a deleted resume", { resumeId: id, error }),
  );
}

/**
 * In the deleting transaction: the DELETE's RETURNING gives each resume back once, and this
 * UPDATE takes the entitlement row's lock, so a create racing it (spend-cv-credit.ts, the same
 * row) sees either the credit or not, never one credit twice. Never above the free plan's count:
 * a user left with more resumes (bought with a purchase since refunded) ends on the free plan's
 * slots, not one more for each resume deleted.
 */
async function giveBackFreeSlot(tx: Transaction, userId: string) {
  await tx
    .update(entitlement)
    .set({ cvLeft: sql`${entitlement.cvLeft} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(entitlement.userId, userId),
        eq(entitlement.isPaid, false),
        eq(entitlement.subscriptionActive, false),
        lt(entitlement.cvLeft, plans.free.cvs),
      ),
    );
}
