import { z } from "zod";
import { coverLetterFields, letterTone } from "../../../shared/resume.ts";
import { coverLetterLinks } from "../entities/entity-payloads.ts";
import { idField } from "../resumes/resume-payloads.ts";

// The request bodies of /api/cover-letter (docs/api.md "AI writing"). Unknown keys are refused.

const { content: _content, ...generationFields } = coverLetterLinks;

/** POST /create: everything optional; the name defaults to "Cover letter". */
export const createCoverLetterPayload = z.strictObject({
  name: coverLetterFields.shape.name.optional(),
  ...generationFields,
});

/** POST /generate: the letter, what to save on it before writing, and the tone of this text. */
export const generateCoverLetterPayload = z.strictObject({
  id: idField,
  tone: letterTone.optional(),
  ...generationFields,
});
export type GenerateCoverLetterPayload = z.output<typeof generateCoverLetterPayload>;

export const DEFAULT_COVER_LETTER_NAME = "Cover letter";
