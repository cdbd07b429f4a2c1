import { letterToDocx } from "../import-export/letter-to-docx.ts";
import { admitPdfRender } from "./admit-pdf-render.ts";
import { printAccess } from "./print-access.ts";
import { printableLetter } from "./printable-letter.ts";
import type { Printer } from "./printer.ts";
import { pdfRateRule } from "./render-guards.ts";

/**
 * POST /api/download/cover-letter-docx: one text of the owner's letter as a Word file. The same
 * rules as the letter's PDF download: another user's letter is a 404 whatever the plan, no paid
 * plan is a 402 (reason cvPdfDownload), and each file counts against the PDF rate limit.
 */
export async function exportCoverLetterDocx(
  printer: Printer,
  request: { id: number; index?: number },
): Promise<Uint8Array> {
  const { db, userId, env } = printer;
  const letter = await printableLetter(db, userId, request.id, request.index ?? 0);
  await printAccess({ db, userId, billingEnabled: env.BILLING, purpose: "download" });
  await admitPdfRender({ db, userId, rule: pdfRateRule(env) });
  return letterToDocx(letter);
}
