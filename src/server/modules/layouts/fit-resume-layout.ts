import type { FitLayoutAnswer } from "../../../shared/contracts/layout.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import { countPdfPages } from "../../pdf/count-pages.ts";
import { type Printer, templateOf } from "../printing/printer.ts";
import { userRenderGuard } from "../printing/render-guards.ts";
import { ownResumePrint, type ResumePrintRequest, renderResumePrint } from "../printing/resume-print.ts";
import { retryAfterWhenBusy } from "../printing/retry-when-busy.ts";
import { type FitSearch, searchFit } from "./fit-steps.ts";
import { saveResumeLayout } from "./save-resume-layout.ts";

/**
 * "Fit to one page": renders the resume with the real renderer (as the preview does, so the
 * fitted layout's preview is then a cache hit; the print is assembled by modules/printing) and
 * shrinks spacing, margins, line height and type (fit-steps.ts) until it prints on one page,
 * using as little shrinking as it can, starting from `layout` (the stored layout when absent).
 * Each render is admitted and queued like a preview's. A fit is saved as the resume's layout;
 * when even the floors print more than one page, nothing changes and the answer says how many
 * pages are left.
 */
export function fitResumeLayout(
  printer: Printer,
  request: ResumePrintRequest,
  layout?: ResumeLayout,
): Promise<FitLayoutAnswer> {
  return retryAfterWhenBusy(() => fitToOnePage(printer, request, layout));
}

async function fitToOnePage(
  printer: Printer,
  request: ResumePrintRequest,
  layout: ResumeLayout | undefined,
): Promise<FitLayoutAnswer> {
  const { db, userId } = printer;
  const { id } = request;
  const { revisionId, ...props } = request.props ?? {};
  const print = await ownResumePrint(printer, id, revisionId, "preview");
  const start = layout ?? print.layout;
  const design = { template: templateOf(request.template), props };
  const guard = userRenderGuard(printer);
  const pagesWith = async (tried: ResumeLayout) =>
    countPdfPages(await renderResumePrint(printer.pdf, print, design, guard, tried));
  const found = await searchFit(start, design.template, pagesWith);
  if (found.changed) await saveResumeLayout({ db, userId, id, layout: found.layout });
  return {
    resume_id: id,
    layout: found.layout,
    pagesBefore: found.pagesBefore,
    pages: found.pages,
    fits: found.fits,
    saved: found.changed,
    message: fitMessage(start, found),
  };
}

/** What the Layout panel says after a fit. */
function fitMessage(start: ResumeLayout, found: FitSearch): string {
  if (!found.fits)
    return `Still ${found.pages} pages at the smallest readable settings: hide a section or shorten entries.`;
  if (!found.changed) return "Already fits on one page.";
  return `Fits on one page now (was ${found.pagesBefore}): ${changes(start, found.layout)}.`;
}

/** The settings the fit changed, as the Layout panel names them. */
function changes(before: ResumeLayout, after: ResumeLayout): string {
  const parts: string[] = [];
  if (after.spacing !== before.spacing) parts.push(`spacing ${after.spacing}%`);
  if (after.margins !== before.margins) parts.push(`margins ${after.margins} in`);
  if (after.lineHeight !== before.lineHeight) parts.push(`line height ${after.lineHeight}`);
  if (after.fontScale !== before.fontScale) parts.push(`text size ${after.fontScale}%`);
  return parts.join(", ");
}
