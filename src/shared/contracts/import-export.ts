import { z } from "zod";
import type { ImportReport } from "../import-report.ts";
import type { ResumeDocument } from "../resume.ts";
import { resumeDraftSchema } from "../resume-draft.ts";

// POST /api/cv/import and GET /api/cv/export?id=&format= (docs/api.md "Resumes").

/** The file formats a resume is imported from and exported to; the JSON Resume is the default. */
export const importFormats = ["json-resume", "native"] as const;
export type ImportFormat = (typeof importFormats)[number];

export const IMPORT_FORMAT_MESSAGE = `format must be one of: ${importFormats.join(", ")}.`;

/** POST /api/cv/import: the file's parsed content (or its text) and its format. */
export const importPayload = z.strictObject({
  format: z.enum(importFormats, IMPORT_FORMAT_MESSAGE),
  data: z
    .unknown()
    .refine((data) => data !== undefined && data !== null, "data must hold the file's content."),
});
export type ImportRequest = z.input<typeof importPayload>;

/** The created resume, with what the import shortened or left out beside it. */
export type ImportAnswer = ResumeDocument & { import_report: ImportReport };

/**
 * POST /api/cv/import/draft: the reviewed draft itself (the review screen's "Create resume"); the
 * answer is an ImportAnswer, as for a file. Unknown fields are refused, so a mistyped key is
 * named rather than lost.
 */
export const importDraftPayload = resumeDraftSchema;
export type ImportDraftRequest = z.input<typeof importDraftPayload>;

// POST /api/cv/import/read: a document (multipart field "file") or pasted text (this JSON body)
// read into a ResumeDraft to review (answer: ReadDocumentAnswer in ../resume-draft.ts). Nothing
// is created: the reviewed draft is then imported with POST /api/cv/import/draft.

/** The largest document the read accepts. */
export const MAX_READ_FILE_BYTES = 10 * 1024 * 1024;
/** The most pasted text the read accepts, in characters (a long resume is ~15,000). */
const MAX_READ_TEXT_CHARS = 100_000;

/** POST /api/cv/import/read with a JSON body: the resume's text, pasted. */
export const readTextPayload = z.strictObject({
  text: z
    .string("text must be the resume's text.")
    .max(
      MAX_READ_TEXT_CHARS,
      `text is longer than ${MAX_READ_TEXT_CHARS.toLocaleString("en-US")} characters.`,
    )
    .refine((text) => text.trim() !== "", "text is empty: paste your resume's text."),
});
