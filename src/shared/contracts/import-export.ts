import { z } from "zod";
import type { ImportReport } from "../import-report.ts";
import type { ResumeDocument } from "../resume.ts";

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
