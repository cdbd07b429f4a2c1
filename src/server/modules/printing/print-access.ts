import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { getEntitlements } from "../entitlements/get-entitlements.ts";

// The plan rule every printed PDF (resume, revision, cover letter) follows (decision 007).

const PDF_NEEDS_PLAN = "Downloading a PDF needs a paid plan. The preview stays free.";

/** A preview may be watermarked; a download needs a paid plan. */
export type PrintPurpose = "preview" | "download";

/**
 * Paid means isPaid or an active subscription (BILLING=off reports isPaid). An unpaid download
 * is a 402 with reason cvPdfDownload; an unpaid preview is watermarked. Call it after the
 * ownership check, so another user's id stays a 404 whatever the plan.
 */
export async function printAccess(input: {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  purpose: PrintPurpose;
}): Promise<{ watermark: boolean }> {
  const { db, userId, billingEnabled } = input;
  const plan = await getEntitlements({ db, userId, billingEnabled });
  const paid = plan.isPaid || plan.subscriptionActive;
  if (input.purpose === "download" && !paid) {
    throw new AppError("payment_required", PDF_NEEDS_PLAN, { reason: "cvPdfDownload" });
  }
  return { watermark: !paid };
}
