import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { trySpendCvCredit } from "../entitlements/spend-cv-credit.ts";
import type { PrintPurpose } from "./print-access.ts";

// A resume moved in from a guest session beyond the plan (reassign-user-data.ts) prints with
// the watermark; the first download spends a resume credit and unlocks it for good.

const OVER_PLAN_MESSAGE =
  "This resume came from a guest session when your plan had no resumes left. Choose a plan with more resumes to download it; you can still edit and preview it.";

/**
 * Call after the ownership and plan checks, with the over_plan flag the resume was read with
 * (get-resume.ts getResumeWithOverPlan). Answers whether the print must be watermarked; a download
 * of a locked resume spends one credit (unlocking it) or is a 402, reason cvOverPlan.
 */
export async function unlockOverPlanResume(options: {
  db: Database;
  userId: string;
  id: number;
  billingEnabled: boolean;
  /** The resume's over_plan as read with its document. */
  overPlan: boolean;
  purpose: PrintPurpose;
}): Promise<{ watermark: boolean }> {
  const { db, userId, id, billingEnabled, overPlan, purpose } = options;
  if (!(billingEnabled && overPlan)) return { watermark: false };
  if (purpose === "preview") return { watermark: true };
  await db.transaction(async (tx) => {
    // Unlock first: a concurrent download waits on this row, then finds it unlocked (the flag
    // read with the document may be stale) and updates nothing, so spends nothing.
    const unlocked = await tx
      .update(resume)
      .set({ overPlan: false })
      .where(and(eq(resume.id, id), eq(resume.userId, userId), eq(resume.overPlan, true)))
      .returning({ id: resume.id });
    if (unlocked.length && !(await trySpendCvCredit(tx, userId))) {
      throw new AppError("payment_required", OVER_PLAN_MESSAGE, { reason: "cvOverPlan" });
    }
  });
  return { watermark: false };
}
