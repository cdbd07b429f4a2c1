import type { coverLetter } from "../../db/schema/index.ts";
import { toApiRow } from "../resumes/resume-document.ts";

// Cover letters belong to the user (not to a resume); resume_id only says which resume one
// was written from, and must be the user's own.

export const COVER_LETTER_NOT_FOUND = "This cover letter does not exist or is not yours.";

export interface CoverLetterFields {
  name?: string;
  resume_id?: number | null;
  content?: string[];
}

/** A cover letter as the API shows it: { id, resume_id, name, content, created_at, updated_at }. */
export function toCoverLetter(row: typeof coverLetter.$inferSelect) {
  return toApiRow(row, ["userId", "isFree"]);
}
