import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { resolveOptions } from "../../pdf/pdf-options.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { readResumeImage } from "../images/read-resume-image.ts";
import { getResumeWithOverPlan } from "../resumes/get-resume.ts";
import { revisionDocument } from "../revisions/revision-document.ts";
import { type PrintRequest, printAccess } from "./print-access.ts";
import { retryAfterWhenBusy } from "./retry-when-busy.ts";
import { unlockOverPlanResume } from "./unlock-over-plan-resume.ts";

/** A download also marks the resume's file_generated. */
export interface RenderResumePdfOptions extends PrintRequest {
  storage: FileStorage;
  /** Prints this Tailored revision of resume `id` instead of the Original. */
  revisionId?: number;
}

/**
 * The owner's resume, or one of its revisions, as a PDF. Unpaid users (billing on) get a
 * "Preview" watermark on previews and a 402 (reason cvPdfDownload) for downloads; another
 * user's resume or revision is a 404 either way.
 */
export function renderResumePdf(options: RenderResumePdfOptions): Promise<Uint8Array> {
  return retryAfterWhenBusy(() => printResume(options));
}

async function printResume(options: RenderResumePdfOptions): Promise<Uint8Array> {
  const { db, renderer, storage, userId, billingEnabled, id, revisionId, template, props, purpose, guard } =
    options;
  const { doc: original, overPlan, layout } = await getResumeWithOverPlan({ db, userId, id });
  const doc = revisionId ? await revisionDocument(db, userId, original, revisionId) : original;
  const access = await printAccess({ db, userId, billingEnabled, purpose });
  const locked = await unlockOverPlanResume({ db, userId, id, billingEnabled, overPlan, purpose });
  const watermark = access.watermark || locked.watermark;
  const photo = doc.image_name ? () => readPhoto({ db, storage, userId, resumeId: id }) : undefined;
  // The resume's layout prints its revisions too: order, margins and type are the resume's choice.
  const pdf = await renderer.render(
    doc,
    resolveOptions(template, props, watermark, layout, doc.address),
    photo,
    guard,
  );
  if (purpose === "download" && !original.file_generated) {
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
