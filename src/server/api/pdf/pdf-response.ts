import type { Context } from "hono";
import { DEFAULT_TEMPLATE, type TemplateId } from "../../../shared/contracts/pdf.ts";

// How the PDF routes answer; their request bodies are shared/contracts/pdf.ts.

/** The design asked for; "" or none means the default. */
export function templateOf(template: TemplateId | "" | undefined): TemplateId {
  return template || DEFAULT_TEMPLATE;
}

export function pdfResponse(c: Context, pdf: Uint8Array, disposition: string) {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": disposition,
    "Cache-Control": "private, no-store",
  });
}
