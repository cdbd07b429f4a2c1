import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { MAX_ID } from "../../modules/resumes/validate-payload.ts";
import { DEFAULT_TEMPLATE, pdfProps, type TemplateId, templateIds } from "../../pdf/pdf-options.ts";
import { RETRY_AFTER_SECONDS } from "../../pdf/worker-pool.ts";

// The bodies of the PDF routes (docs/api.md "Designs and PDF").

/** htmlContent is accepted for old clients and never rendered (docs/decisions/007). */
const MAX_HTML = 500_000;

const resumeId = z
  .number("id must be a resume id (a whole number).")
  .int("id must be a whole number.")
  .positive("id must be a positive whole number.")
  .max(MAX_ID, "id is too large.");
const template = z
  .union([z.literal(""), z.enum(templateIds)], {
    error: `template must be one of: ${templateIds.join(", ")} (or empty for the default).`,
  })
  .optional();

export const pdfPayload = z.strictObject({
  id: resumeId,
  template,
  props: z
    .strictObject({
      ...pdfProps.shape,
      revisionId: z
        .number("props.revisionId must be a revision id (a whole number).")
        .int("props.revisionId must be a whole number.")
        .positive("props.revisionId must be a positive whole number.")
        .max(MAX_ID, "props.revisionId is too large.")
        .optional(),
    })
    .optional(),
  htmlContent: z.string().max(MAX_HTML, `htmlContent must be at most ${MAX_HTML} characters.`).optional(),
});

/** The body of POST /api/pdf/cover-letter and POST /api/download/cover-letter. */
export const coverLetterPdfPayload = z.strictObject({
  id: z
    .number("id must be a cover letter id (a whole number).")
    .int("id must be a whole number.")
    .positive("id must be a positive whole number.")
    .max(MAX_ID, "id is too large."),
  template,
  props: pdfProps.optional(),
  index: z
    .number("index must be a whole number (0 is the newest text).")
    .int("index must be a whole number (0 is the newest text).")
    .min(0, "index must be 0 or more (0 is the newest text).")
    .max(MAX_ID, "index is too large.")
    .optional(),
});

export function templateOf(template: string | undefined): TemplateId {
  return template ? (template as TemplateId) : DEFAULT_TEMPLATE;
}

/** A full render queue answers 503 with Retry-After so clients back off instead of hammering. */
export async function withRetryAfter<T>(c: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === "unavailable") {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    }
    throw error;
  }
}

export function pdfResponse(c: Context, pdf: Uint8Array, disposition: string) {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": disposition,
    "Cache-Control": "private, no-store",
  });
}
