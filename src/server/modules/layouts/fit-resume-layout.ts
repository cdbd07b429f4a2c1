import type { FitLayoutAnswer } from "../../../shared/contracts/layout.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import { countPdfPages } from "../../pdf/count-pages.ts";
import { resolveOptions } from "../../pdf/pdf-options.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { type PrintRequest, printAccess } from "../printing/print-access.ts";
import { readPhoto } from "../printing/render-resume-pdf.ts";
import { retryAfterWhenBusy } from "../printing/retry-when-busy.ts";
import { unlockOverPlanResume } from "../printing/unlock-over-plan-resume.ts";
import { getResumeWithOverPlan } from "../resumes/get-resume.ts";
import { revisionDocument } from "../revisions/revision-document.ts";
import { type FitSearch, searchFit } from "./fit-steps.ts";
import { saveResumeLayout } from "./save-resume-layout.ts";

export interface FitResumeLayoutOptions extends Omit<PrintRequest, "purpose"> {
  storage: FileStorage;
  revisionId?: number;
  /** Where to start; the stored layout when absent. */
  layout?: ResumeLayout;
}

/**
 * "Fit to one page": renders the resume with the real renderer (as the preview does, so the
 * fitted layout's preview is then a cache hit) and shrinks spacing, margins, line height and
 * type (fit-steps.ts) until it prints on one page, using as little shrinking as it can. A fit is
 * saved as the resume's layout; when even the floors print more than one page, nothing changes
 * and the answer says how many pages are left.
 */
export function fitResumeLayout(options: FitResumeLayoutOptions): Promise<FitLayoutAnswer> {
  return retryAfterWhenBusy(() => fitToOnePage(options));
}

async function fitToOnePage(options: FitResumeLayoutOptions): Promise<FitLayoutAnswer> {
  const { db, renderer, storage, userId, billingEnabled, id, revisionId, template, props, guard } = options;
  const stored = await getResumeWithOverPlan({ db, userId, id });
  const start = options.layout ?? stored.layout;
  const doc = revisionId ? await revisionDocument(db, userId, stored.doc, revisionId) : stored.doc;
  const access = await printAccess({ db, userId, billingEnabled, purpose: "preview" });
  const locked = await unlockOverPlanResume({
    overPlan: stored.overPlan,
    db,
    userId,
    id,
    billingEnabled,
    purpose: "preview",
  });
  const watermark = access.watermark || locked.watermark;
  const photo = doc.image_name ? () => readPhoto({ db, storage, userId, resumeId: id }) : undefined;
  const pagesWith = async (layout: ResumeLayout) =>
    countPdfPages(
      await renderer.render(
        doc,
        resolveOptions(template, props, watermark, layout, doc.address),
        photo,
        guard,
      ),
    );
  const found = await searchFit(start, template, pagesWith);
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
