import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type PdfProps, resolveOptions, type TemplateId } from "../../pdf/pdf-options.ts";
import type { PdfRenderer } from "../../pdf/pdf-renderer.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { getEntitlements } from "../entitlements/get-entitlements.ts";
import { readResumeImage } from "../images/read-resume-image.ts";
import { getResume } from "../resumes/get-resume.ts";

export const PDF_NEEDS_PLAN = "Downloading a PDF needs a paid plan. The preview stays free.";

export interface RenderResumePdfOptions {
  db: Database;
  renderer: PdfRenderer;
  storage: FileStorage;
  userId: string;
  billingEnabled: boolean;
  id: number;
  template: TemplateId;
  props: PdfProps;
  /** A preview may be watermarked; a download needs a paid plan and marks file_generated. */
  purpose: "preview" | "download";
}

/**
 * The owner's resume as a PDF. Unpaid users (billing on) get a "Preview" watermark on previews
 * and a 402 (reason cvPdfDownload) for downloads; another user's id is a 404 either way.
 */
export async function renderResumePdf(options: RenderResumePdfOptions): Promise<Uint8Array> {
  const { db, renderer, storage, userId, billingEnabled, id, template, props, purpose } = options;
  const doc = await getResume({ db, userId, id });
  const plan = await getEntitlements({ db, userId, billingEnabled });
  const paid = plan.isPaid || plan.subscriptionActive;
  if (purpose === "download" && !paid) {
    throw new AppError("payment_required", PDF_NEEDS_PLAN, { reason: "cvPdfDownload" });
  }
  const photo = doc.image_name ? () => readPhoto({ db, storage, userId, resumeId: id }) : undefined;
  const pdf = await renderer.render(
    doc,
    resolveOptions(template, props, purpose === "preview" && !paid),
    photo,
  );
  if (purpose === "download" && !doc.file_generated) {
    // Only after a successful render: a failed download has produced nothing.
    await db
      .update(resume)
      .set({ fileGenerated: true })
      .where(and(eq(resume.id, id), eq(resume.userId, userId)));
  }
  return pdf;
}

/**
 * The photo as JPEG (react-pdf embeds JPEG and PNG, and photos are stored as WebP). A photo
 * that has gone missing prints the resume without it rather than failing the download.
 */
async function readPhoto(location: { db: Database; storage: FileStorage; userId: string; resumeId: number }) {
  try {
    const { bytes } = await readResumeImage({ ...location, size: 192 });
    return new Uint8Array(await sharp(bytes).jpeg({ quality: 85 }).toBuffer());
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return undefined;
    throw error;
  }
}
