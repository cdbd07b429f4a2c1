import { z } from "zod";
import { SHORT } from "../field-formats.ts";
import { coverLetterFields, letterTone } from "../resume.ts";
import { idField, positiveId } from "./fields.ts";

// /api/cover-letter: create, read and generate cover letters (docs/api.md "AI writing"). The
// list, edits and deletion go through /api/entity (resume-rows.ts) with type "cover_letters".
// Unknown keys are refused.

export const DEFAULT_COVER_LETTER_NAME = "Cover letter";

/** Names a letter has before the user names it (the free letter's too): replaced on its first text. */
export const PLACEHOLDER_LETTER_NAMES: readonly string[] = [DEFAULT_COVER_LETTER_NAME, "My cover letter"];

/** "Data Analyst at Northwind Traders": a letter's name once it has a job (a short field at most). */
export function letterNameFor(jobTitle: string, company: string): string {
  const title = jobTitle.trim();
  const at = company.trim();
  const name = title && at ? `${title} at ${at}` : title || at;
  return name.slice(0, SHORT).trim();
}

/** A cover letter's fields other than its name, each optional (also used by /api/entity). */
export const coverLetterLinks = {
  resume_id: positiveId("resume_id").nullable().optional(),
  content: coverLetterFields.shape.content.optional(),
  job_id: positiveId("job_id").nullable().optional(),
  job_title: coverLetterFields.shape.job_title.optional(),
  company: coverLetterFields.shape.company.optional(),
  job_description: coverLetterFields.shape.job_description.optional(),
  instructions: coverLetterFields.shape.instructions.optional(),
};

const { content: _content, ...generationFields } = coverLetterLinks;

/** POST /create: everything optional; the name defaults to DEFAULT_COVER_LETTER_NAME. */
export const createCoverLetterPayload = z.strictObject({
  name: coverLetterFields.shape.name.optional(),
  ...generationFields,
});
export type CreateCoverLetterRequest = z.input<typeof createCoverLetterPayload>;

/**
 * POST /generate: the letter, what to save on it before writing, the tone of this text and,
 * optionally, the Tailored revision of the letter's resume to write from (not saved on the letter).
 */
export const generateCoverLetterPayload = z.strictObject({
  id: idField,
  tone: letterTone.optional(),
  revision_id: positiveId("revision_id").optional(),
  ...generationFields,
});
export type GenerateCoverLetterPayload = z.output<typeof generateCoverLetterPayload>;
export type GenerateCoverLetterRequest = z.input<typeof generateCoverLetterPayload>;

/** A cover letter as the API answers it; `content` holds the generated texts, newest first. */
export interface CoverLetter {
  id: number;
  resume_id: number | null;
  job_id: number | null;
  name: string;
  content: string[];
  job_title: string;
  company: string;
  job_description: string;
  instructions: string;
  created_at: string;
  updated_at: string;
}

/** What POST /generate answers (the `done` result when streamed): the new texts and the saved letter. */
export interface CoverLetterGeneration {
  content: string[];
  cover_letter: CoverLetter;
}
