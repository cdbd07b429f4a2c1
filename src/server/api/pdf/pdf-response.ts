import type { Context } from "hono";
import type { AppBindings } from "../../lib/bindings.ts";
import type { Printer } from "../../modules/printing/printer.ts";
import type { PdfRenderer } from "../../pdf/pdf-renderer.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// How the print routes (PDF, Word, text, layout fit) read and answer; their request bodies are
// shared/contracts/pdf.ts, the prints themselves modules/printing.

export interface PdfRouteDependencies extends RouteDependencies {
  pdf: PdfRenderer;
}

/** The signed-in caller's printer: their renders queue in their lane until the request aborts. */
export function printerOf(deps: PdfRouteDependencies, c: Context<AppBindings>): Printer {
  return { ...deps, userId: c.get("user").id, signal: c.req.raw.signal };
}

/** A file never kept by a shared cache: it is the user's (or a share link's, by its own headers). */
export function fileResponse(
  c: Context,
  bytes: Uint8Array,
  headers: { "Content-Type": string; "Content-Disposition": string } & Record<string, string>,
) {
  const { "Content-Type": type, "Content-Disposition": disposition, ...more } = headers;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": type,
    "Content-Disposition": disposition,
    "Cache-Control": "private, no-store",
    ...more,
  });
}

export function pdfResponse(c: Context, pdf: Uint8Array, disposition: string) {
  return fileResponse(c, pdf, { "Content-Type": "application/pdf", "Content-Disposition": disposition });
}
