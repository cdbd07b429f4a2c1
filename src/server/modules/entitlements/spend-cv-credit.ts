import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { entitlement } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

const NO_CV_LEFT_MESSAGE = "You have no resumes left on your plan. Choose a plan to create more.";

/**
 * Spends one cvLeft credit inside the caller's transaction. The check and the decrement are one
 * conditional UPDATE, so concurrent creates can never spend more credits than there are: a
 * second UPDATE on the same row waits for the first to commit and then re-checks cv_left.
 * An active subscription matches without being decremented.
 */
export async function spendCvCredit(tx: Transaction, userId: string) {
  if (!(await trySpendCvCredit(tx, userId))) {
    throw new AppError("payment_required", NO_CV_LEFT_MESSAGE, { reason: "cvCreate" });
  }
}

/** spendCvCredit's conditional UPDATE: true when a credit was spent (or a subscription covers it). */
export async function trySpendCvCredit(tx: Transaction, userId: string): Promise<boolean> {
  const used = await tx
    .update(entitlement)
    .set({
      cvLeft: sql`case when ${entitlement.subscriptionActive} then ${entitlement.cvLeft} else ${entitlement.cvLeft} - 1 end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(entitlement.userId, userId),
        or(eq(entitlement.subscriptionActive, true), gt(entitlement.cvLeft, 0)),
      ),
    )
    .returning({ cvLeft: entitlement.cvLeft });
  return used.length > 0;
}
