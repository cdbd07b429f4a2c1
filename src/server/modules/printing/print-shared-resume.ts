import type { PdfProps, TemplateId } from "../../../shared/contracts/pdf.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ShareLinkRow, sharedContent } from "../share-links/open-shared-resume.ts";
import { type PrintServices, templateOf } from "./printer.ts";
import { visitorRenderGuard } from "./render-guards.ts";
import { type ResumePrint, readPhoto, renderResumePrint } from "./resume-print.ts";
import { retryAfterWhenBusy } from "./retry-when-busy.ts";

/**
 * A share link's "Download PDF" (/r/{slug}/pdf): the same print as the owner's download, in the
 * link's design and the resume's layout, never watermarked (publishing needed the download
 * plan). The visitor's renders queue and count by their address. Null when the link's resume
 * is gone or locked (the route answers its 404 page).
 */
export async function printSharedResume(
  services: PrintServices,
  link: ShareLinkRow,
  visitor: { ip: string; signal: AbortSignal },
): Promise<Uint8Array | null> {
  const { db, storage } = services;
  const content = await sharedContent(db, link).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!content) return null;
  const { doc, layout } = content;
  const photo = doc.image_name
    ? () => readPhoto({ db, storage, userId: link.userId, resumeId: link.resumeId })
    : undefined;
  const print: ResumePrint = { doc, layout, watermark: false, photo };
  const design = {
    template: templateOf(link.template as TemplateId | ""),
    props: link.props as PdfProps,
  };
  const guard = visitorRenderGuard(services, visitor.ip, visitor.signal);
  return retryAfterWhenBusy(() => renderResumePrint(services.pdf, print, design, guard));
}
