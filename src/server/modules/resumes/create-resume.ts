import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { ensureEntitlement } from "../entitlements/ensure-entitlement.ts";
import { spendCvCredit } from "../entitlements/spend-cv-credit.ts";
import { insertResume, type NewResumeContent } from "./insert-resume.ts";

export type { NewResumeContent };

export interface CreateResumeOptions {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  content: NewResumeContent;
}

/**
 * Uses one cvLeft credit (unless billing is off or the subscription is active) and inserts the
 * resume with its rows, in ONE transaction; throws AppError("payment_required", <message>,
 * { reason: "cvCreate" }) when no credit is left. Create, duplicate and import all come here.
 */
export async function createResume({
  db,
  userId,
  billingEnabled,
  content,
}: CreateResumeOptions): Promise<ResumeDocument> {
  if (billingEnabled) await ensureEntitlement(db, userId);
  return db.transaction(async (tx) => {
    if (billingEnabled) await spendCvCredit(tx, userId);
    return insertResume(tx, { userId, content });
  });
}
