import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { getEntitlements } from "../entitlements/get-entitlements.ts";

// Sharing follows the download rule of DESIGN.md §5 (paid, or BILLING=off): a published page
// offers the same PDF a download gives.

export const SHARE_LINK_NOT_FOUND = "This share link does not exist or is not yours.";
const SHARING_NEEDS_PLAN =
  "Sharing a link needs a paid plan, as downloading a PDF does. The preview stays free.";

export async function isPaidForSharing(db: Database, userId: string, billingEnabled: boolean) {
  const plan = await getEntitlements({ db, userId, billingEnabled });
  return plan.isPaid || plan.subscriptionActive;
}

/** 402 with reason cvPdfDownload (the payment modal's download reason) unless the user may share. */
export async function assertMayShare(db: Database, userId: string, billingEnabled: boolean) {
  if (!(await isPaidForSharing(db, userId, billingEnabled))) {
    throw new AppError("payment_required", SHARING_NEEDS_PLAN, { reason: "cvPdfDownload" });
  }
}
