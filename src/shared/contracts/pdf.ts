import { z } from "zod";
import { type PageSize, pageSizes } from "../page-size.ts";
import { MAX_ID, printedId } from "./fields.ts";

// The PDF and download routes (docs/api.md "Designs and PDF"): GET /api/pdf/templates, POST
// /api/pdf/preview and /api/pdf/cover-letter (inline PDF), POST /api/download/pdf,
// /cover-letter (PDF as file.pdf), /docx and /text. The print options are the API's words, so
// they live here; the drawing engine (src/server/pdf) builds on them.

export const templateIds = [
  "classic",
  "modern",
  "compact",
  "sidebar",
  "minimal",
  "executive",
  "technical",
  "creative",
] as const;
export type TemplateId = (typeof templateIds)[number];
export const DEFAULT_TEMPLATE: TemplateId = "classic";

// Declared with the rule that picks one by the resume's address (shared/page-size.ts).
export { type PageSize, pageSizes } from "../page-size.ts";

/** The fonts a caller may choose (src/server/pdf/fonts.ts has their files), in the catalogue's order. */
export const fontIds = ["dejavu-sans", "dejavu-serif", "roboto", "noto-serif"] as const;
export type FontId = (typeof fontIds)[number];

/** A design's options; a missing key means the template's own choice. */
export const pdfProps = z.strictObject({
  accent: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "props.accent must be a colour like #1f6feb.")
    .optional(),
  font: z.enum(fontIds, `props.font must be one of: ${fontIds.join(", ")}.`).optional(),
  pageSize: z.enum(pageSizes, "props.pageSize must be A4 or Letter.").optional(),
});
export type PdfProps = z.infer<typeof pdfProps>;

/** htmlContent is accepted for old clients and never rendered (docs/decisions/007). */
const MAX_HTML = 500_000;

const template = z
  .union([z.literal(""), z.enum(templateIds)], {
    error: `template must be one of: ${templateIds.join(", ")} (or empty for the default).`,
  })
  .optional();

/** POST /api/pdf/preview and /api/download/pdf: the resume (or a revision of it) in a design. */
export const pdfPayload = z.strictObject({
  id: printedId("id", "a resume id"),
  template,
  props: z
    .strictObject({
      ...pdfProps.shape,
      /** Print this Tailored revision of the resume instead of the Original. */
      revisionId: printedId("props.revisionId", "a revision id").optional(),
    })
    .optional(),
  htmlContent: z.string().max(MAX_HTML, `htmlContent must be at most ${MAX_HTML} characters.`).optional(),
});
export type PdfRequest = z.input<typeof pdfPayload>;

const letterIndex = z
  .number("index must be a whole number (0 is the newest text).")
  .int("index must be a whole number (0 is the newest text).")
  .min(0, "index must be 0 or more (0 is the newest text).")
  .max(MAX_ID, "index is too large.")
  .optional();

/** POST /api/pdf/cover-letter and /api/download/cover-letter; `index` picks the text (0 = newest). */
export const coverLetterPdfPayload = z.strictObject({
  id: printedId("id", "a cover letter id"),
  template,
  props: pdfProps.optional(),
  index: letterIndex,
});

/** POST /api/download/cover-letter-docx: one text of a cover letter (0 = newest) as a Word file. */
export const coverLetterDocxPayload = z.strictObject({
  id: printedId("id", "a cover letter id"),
  index: letterIndex,
});
export type CoverLetterDocxRequest = z.input<typeof coverLetterDocxPayload>;

/**
 * POST /api/download/docx and /text: the resume's id and, to export a Tailored revision of it
 * instead of the Original (as the PDF's props.revisionId), its revisionId. Neither format has a design.
 */
export const exportPayload = z.strictObject({
  id: printedId("id", "a resume id"),
  revisionId: printedId("revisionId", "a revision id").optional(),
});
export type ExportRequest = z.input<typeof exportPayload>;

/** GET /api/pdf/templates: the designs, fonts and page sizes a caller may choose. */
export interface PdfCatalog {
  templates: { id: TemplateId; name: string; description: string }[];
  fonts: { id: string; name: string }[];
  pageSizes: PageSize[];
  defaultTemplate: TemplateId;
}
