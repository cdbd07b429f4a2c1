import { and, eq } from "drizzle-orm";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getEntitlements } from "../entitlements/get-entitlements.ts";
import { resumeToDocx } from "../import-export/resume-to-docx.ts";
import type { Printer } from "./printer.ts";
import { printedDocument } from "./resume-print.ts";
import { unlockOverPlanResume } from "./unlock-over-plan-resume.ts";

const DOCX_NEEDS_PLAN =
  "Downloading a Word document needs a paid plan. Copying the resume as plain text stays free.";

/** Resume `id`, or this Tailored revision of it instead of the Original. */
export interface ResumeExportRequest {
  id: number;
  revisionId?: number;
}

/**
 * The owner's resume as .docx. A download like the PDF (DESIGN.md "Plan gating": download PDF /
 * DOCX), so the same rules: another user's id is a 404, no paid plan is a 402 with the PDF's
 * reason cvPdfDownload (the payment modal has one message for downloads), and a produced file
 * marks the resume file_generated. A revision id that is not this resume's is a 404.
 */
export async function exportResumeDocx(
  printer: Printer,
  { id, revisionId }: ResumeExportRequest,
): Promise<Uint8Array> {
  const { db, userId } = printer;
  const billingEnabled = printer.env.BILLING;
  const { original, doc, overPlan, layout } = await printedDocument(db, userId, id, revisionId);
  const plan = await getEntitlements({ db, userId, billingEnabled });
  if (!(plan.isPaid || plan.subscriptionActive)) {
    throw new AppError("payment_required", DOCX_NEEDS_PLAN, { reason: "cvPdfDownload" });
  }
  await unlockOverPlanResume({ db, userId, id, billingEnabled, overPlan, purpose: "download" });
  // The resume's layout, as its PDF prints with it (a revision's too): same order, sections, dates, paper.
  const bytes = await resumeToDocx(doc, layout);
  if (!original.file_generated) {
    await db
      .update(resume)
      .set({ fileGenerated: true })
      .where(and(eq(resume.id, id), eq(resume.userId, userId)));
  }
  return bytes;
}
