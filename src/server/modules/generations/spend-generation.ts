import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { aiGeneration, entitlement } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { ensureEntitlement } from "../entitlements/ensure-entitlement.ts";

const NO_GENERATIONS_MESSAGE = "You have no AI generations left. Choose a plan to continue.";

export type GenerationKind = "resume" | "cover_letter";

export interface SpendGenerationOptions {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  kind: GenerationKind;
  resumeId?: number | null;
  coverLetterId?: number | null;
}

/**
 * Takes one `generated` credit and records the generation as running, in one transaction.
 * The check and the decrement are one conditional UPDATE, so concurrent generations never
 * spend more credits than there are (a second UPDATE on the row waits for the first to commit,
 * then re-checks). An active subscription matches without being decremented; BILLING=off takes
 * nothing. Answers the ai_generation row's id, which finishGeneration or refundGeneration close.
 */
export async function spendGeneration(options: SpendGenerationOptions): Promise<number> {
  const { db, userId, billingEnabled, kind } = options;
  await ensureEntitlement(db, userId);
  return db.transaction(async (tx) => {
    let charged = false;
    if (billingEnabled) {
      const [spent] = await tx
        .update(entitlement)
        .set({
          generated: sql`case when ${entitlement.subscriptionActive} then ${entitlement.generated} else ${entitlement.generated} - 1 end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(entitlement.userId, userId),
            or(eq(entitlement.subscriptionActive, true), gt(entitlement.generated, 0)),
          ),
        )
        .returning({ subscriptionActive: entitlement.subscriptionActive });
      if (!spent) throw new AppError("payment_required", NO_GENERATIONS_MESSAGE, { reason: "cvGenerations" });
      charged = !spent.subscriptionActive;
    }
    const [row] = await tx
      .insert(aiGeneration)
      .values({
        userId,
        kind,
        resumeId: options.resumeId ?? null,
        coverLetterId: options.coverLetterId ?? null,
        charged,
      })
      .returning({ id: aiGeneration.id });
    if (!row) throw new Error("ai_generation insert returned no row");
    return row.id;
  });
}
