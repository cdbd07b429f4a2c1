import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { trySpendCvCredit } from "./spend-cv-credit.ts";

// A resume moved in from a guest session beyond the plan (reassign-user-data.ts) prints with
// the watermark; the first download spends a resume credit and unlocks it for good.

export const OVER_PLAN_MESSAGE =
  "This resume came from a guest session when your plan had no resumes left. Choose a plan with more resumes to download it; you can still edit and preview it.";

export type OverPlanPurpose = "preview" | "download";

/**
 * Call after the ownership and plan checks. Answers whether the print must be watermarked; a
 * download of a locked resume spends one credit (unlocking it) or is a 402, reason cvOverPlan.
 */
export async function unlockOverPlanResume(options: {
  db: Database;
  userId: string;
  id: number;
  billingEnabled: boolean;
  purpose: OverPlanPurpose;
}): Promise<{ watermark: boolean }> {
  const { db, userId, id, billingEnabled, purpose } = options;
  if (!billingEnabled) return { watermark: false };
  const owned = and(eq(resume.id, id), eq(resume.userId, userId));
  const [row] = await db.select({ overPlan: resume.overPlan }).from(resume).where(owned);
  if (!row?.overPlan) return { watermark: false };
  if (purpose === "preview") return { watermark: true };
  await db.transaction(async (tx) => {
    // Unlock first: a concurrent download waits on this row and then finds it unlocked.
    const unlocked = await tx
      .update(resume)
      .set({ overPlan: false })
      .where(and(owned, eq(resume.overPlan, true)))
      .returning({ id: resume.id });
    if (unlocked.length && !(await trySpendCvCredit(tx, userId))) {
      throw new AppError("payment_required", OVER_PLAN_MESSAGE, { reason: "cvOverPlan" });
    }
  });
  return { watermark: false };
}
