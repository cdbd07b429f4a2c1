import { and, eq } from "drizzle-orm";
import { resume } from "../../db/schema/index.ts";
import type { PrintPurpose } from "./print-access.ts";
import { type Printer, templateOf } from "./printer.ts";
import { userRenderGuard } from "./render-guards.ts";
import { ownResumePrint, type ResumePrintRequest, renderResumePrint } from "./resume-print.ts";
import { retryAfterWhenBusy } from "./retry-when-busy.ts";

/**
 * The owner's resume, or one of its revisions (`props.revisionId`), as a PDF: the preview, the
 * download (POST /api/pdf/preview, /api/download/pdf) and MCP's export_revision. Unpaid users
 * (billing on) get a "Preview" watermark on previews and a 402 (reason cvPdfDownload) for
 * downloads; another user's resume or revision is a 404 either way. A download also marks the
 * resume's file_generated.
 */
export function printResumePdf(
  printer: Printer,
  request: ResumePrintRequest,
  purpose: PrintPurpose,
): Promise<Uint8Array> {
  return retryAfterWhenBusy(() => printResume(printer, request, purpose));
}

async function printResume(printer: Printer, request: ResumePrintRequest, purpose: PrintPurpose) {
  const { db, userId } = printer;
  const { id } = request;
  const { revisionId, ...props } = request.props ?? {};
  const print = await ownResumePrint(printer, id, revisionId, purpose);
  const design = { template: templateOf(request.template), props };
  const pdf = await renderResumePrint(printer.pdf, print, design, userRenderGuard(printer));
  if (purpose === "download" && !print.original.file_generated) {
    // Only after a successful render: a failed download has produced nothing.
    await db
      .update(resume)
      .set({ fileGenerated: true })
      .where(and(eq(resume.id, id), eq(resume.userId, userId)));
  }
  return pdf;
}
