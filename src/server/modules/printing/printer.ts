import { DEFAULT_TEMPLATE, type TemplateId } from "../../../shared/contracts/pdf.ts";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { PdfRenderer } from "../../pdf/pdf-renderer.ts";
import type { FileStorage } from "../../storage/file-storage.ts";

// Who prints, and with what: every output of modules/printing (PDF, Word, text) is given one
// Printer. An /api operation builds it from the request (api/openapi/operation-handler.ts
// printerOf), an MCP tool from its call; the printing functions build the render guard from it
// (render-guards.ts), so no caller assembles a guard, a document or the renderer's options itself.

/** The app's services a print uses (a share link's public PDF has no signed-in user). */
export interface PrintServices {
  db: Database;
  /** BILLING (the plan rule) and PDF_RATE_LIMIT_* (the render guard). */
  env: Env;
  /** The resume's photo. */
  storage: FileStorage;
  pdf: PdfRenderer;
}

/** A signed-in user's print. */
export interface Printer extends PrintServices {
  userId: string;
  /** The request's: a render still queued in the user's lane when it aborts is dropped. */
  signal: AbortSignal;
}

/** The design asked for; "" or none means the default. */
export function templateOf(template: TemplateId | "" | undefined): TemplateId {
  return template || DEFAULT_TEMPLATE;
}
