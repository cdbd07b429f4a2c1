import type { Database } from "../../db/client.ts";
import { resumeToText } from "../import-export/resume-to-text.ts";
import { getResumeWithOverPlan } from "../resumes/get-resume.ts";
import { revisionDocument } from "../revisions/revision-document.ts";

export interface ExportResumeTextOptions {
  db: Database;
  userId: string;
  id: number;
  /** Exports this Tailored revision of resume `id` instead of the Original. */
  revisionId?: number;
}

/**
 * The owner's resume as plain text. Free on every plan: it is what the user typed, for pasting
 * into application forms, and the "Plan gating" table gates only file downloads (PDF / DOCX).
 * Another user's id, or a revision not of this resume, is a 404. A revision is free as text too:
 * its owner already reads all of it on the Tailored page.
 */
export async function exportResumeText({
  db,
  userId,
  id,
  revisionId,
}: ExportResumeTextOptions): Promise<string> {
  // With the resume's layout, as the PDF and the Word file: same order, sections and dates.
  const { doc: original, layout } = await getResumeWithOverPlan({ db, userId, id });
  const doc = revisionId ? await revisionDocument(db, userId, original, revisionId) : original;
  return resumeToText(doc, layout);
}
