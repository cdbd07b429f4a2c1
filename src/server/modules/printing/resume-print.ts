import sharp from "sharp";
import type { PdfProps, TemplateId } from "../../../shared/contracts/pdf.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { resolveOptions } from "../../pdf/pdf-options.ts";
import type { PdfRenderer, RenderGuard } from "../../pdf/pdf-renderer.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { readResumeImage } from "../images/read-resume-image.ts";
import { getResumeWithOverPlan } from "../resumes/get-resume.ts";
import { revisionDocument } from "../revisions/revision-document.ts";
import { type PrintPurpose, printAccess } from "./print-access.ts";
import type { Printer } from "./printer.ts";
import { unlockOverPlanResume } from "./unlock-over-plan-resume.ts";

// How a resume print is assembled, in one place: resume or revision → document → (plan and
// over-plan checks: the watermark) → render in a design with a guard. The PDF downloads and
// previews (render-resume-pdf.ts), "Fit to one page" (layouts/fit-resume-layout.ts), a share
// link's public PDF (print-shared-resume.ts) and MCP's export tool all print through it; the
// Word and text exports read their document with printedDocument.

/** What a resume print asks for: resume `id`, or its revision `props.revisionId`, in a design. */
export interface ResumePrintRequest {
  id: number;
  template?: TemplateId | "";
  props?: PdfProps & { revisionId?: number };
}

/** A resume ready to render: the document, the layout it prints with, its watermark and photo. */
export interface ResumePrint {
  doc: ResumeDocument;
  layout: ResumeLayout;
  watermark: boolean;
  photo?: () => Promise<Uint8Array | undefined>;
}

/**
 * The owner's resume `id`, or its revision `revisionId` (the resume's layout prints its
 * revisions too: order, margins and type are the resume's choice). Another user's resume, or a
 * revision not of this resume, is a 404.
 */
export async function printedDocument(db: Database, userId: string, id: number, revisionId?: number) {
  const { doc: original, overPlan, layout } = await getResumeWithOverPlan({ db, userId, id });
  const doc = revisionId ? await revisionDocument(db, userId, original, revisionId) : original;
  return { original, doc, overPlan, layout };
}

/**
 * The owner's resume (or revision) as it prints for `purpose`: unpaid users (billing on) get a
 * "Preview" watermark on previews and a 402 (reason cvPdfDownload) for downloads; a resume over
 * the plan is watermarked, or its download spends a credit (unlock-over-plan-resume.ts).
 */
export async function ownResumePrint(
  printer: Printer,
  id: number,
  revisionId: number | undefined,
  purpose: PrintPurpose,
): Promise<ResumePrint & { original: ResumeDocument }> {
  const { db, storage, userId } = printer;
  const billingEnabled = printer.env.BILLING;
  const { original, doc, overPlan, layout } = await printedDocument(db, userId, id, revisionId);
  const access = await printAccess({ db, userId, billingEnabled, purpose });
  const locked = await unlockOverPlanResume({ db, userId, id, billingEnabled, overPlan, purpose });
  const watermark = access.watermark || locked.watermark;
  const photo = doc.image_name ? () => readPhoto({ db, storage, userId, resumeId: id }) : undefined;
  return { original, doc, layout, watermark, photo };
}

/**
 * Renders a print in a design, with the print's layout or, for "Fit to one page", one it tries.
 * The paper is the caller's, else the layout's, else the address's (pdf-options.ts).
 */
export function renderResumePrint(
  renderer: PdfRenderer,
  print: ResumePrint,
  design: { template: TemplateId; props: PdfProps },
  guard: RenderGuard,
  layout = print.layout,
): Promise<Uint8Array> {
  const { doc, watermark, photo } = print;
  return renderer.render(
    doc,
    resolveOptions(design.template, design.props, watermark, layout, doc.address),
    photo,
    guard,
  );
}

/**
 * The photo as JPEG (react-pdf embeds JPEG and PNG, and photos are stored as WebP). A photo
 * that has gone missing prints the resume without it rather than failing the download.
 */
export async function readPhoto(location: {
  db: Database;
  storage: FileStorage;
  userId: string;
  resumeId: number;
}) {
  try {
    const { bytes } = await readResumeImage({ ...location, size: 192 });
    return new Uint8Array(await sharp(bytes).jpeg({ quality: 85 }).toBuffer());
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return undefined;
    throw error;
  }
}
