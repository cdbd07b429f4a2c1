import { resumeToText } from "../import-export/resume-to-text.ts";
import type { ResumeExportRequest } from "./export-resume-docx.ts";
import type { Printer } from "./printer.ts";
import { printedDocument } from "./resume-print.ts";

/**
 * The owner's resume as plain text. Free on every plan: it is what the user typed, for pasting
 * into application forms, and the "Plan gating" table gates only file downloads (PDF / DOCX).
 * Another user's id, or a revision not of this resume, is a 404. A revision is free as text too:
 * its owner already reads all of it on the Tailored page.
 */
export async function exportResumeText(
  { db, userId }: Pick<Printer, "db" | "userId">,
  { id, revisionId }: ResumeExportRequest,
): Promise<string> {
  // With the resume's layout, as the PDF and the Word file: same order, sections and dates.
  const { doc, layout } = await printedDocument(db, userId, id, revisionId);
  return resumeToText(doc, layout);
}
