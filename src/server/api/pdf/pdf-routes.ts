import { type Context, Hono } from "hono";
import {
  coverLetterDocxPayload,
  coverLetterPdfPayload,
  DEFAULT_TEMPLATE,
  exportPayload,
  type PdfCatalog,
  pageSizes,
  pdfPayload,
} from "../../../shared/contracts/pdf.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { exportCoverLetterDocx } from "../../modules/printing/export-cover-letter-docx.ts";
import { exportResumeDocx } from "../../modules/printing/export-resume-docx.ts";
import { exportResumeText } from "../../modules/printing/export-resume-text.ts";
import { renderCoverLetterPdf } from "../../modules/printing/render-cover-letter-pdf.ts";
import { userRenderGuard } from "../../modules/printing/render-guards.ts";
import { renderResumePdf } from "../../modules/printing/render-resume-pdf.ts";
import { pdfFonts } from "../../pdf/fonts.ts";
import type { PdfRenderer, RenderGuard } from "../../pdf/pdf-renderer.ts";
import { templateCatalogue } from "../../pdf/templates/catalogue.ts";
import type { RouteDependencies } from "../route-dependencies.ts";
import { pdfResponse, templateOf } from "./pdf-response.ts";

export interface PdfRouteDependencies extends RouteDependencies {
  pdf: PdfRenderer;
}

/** One render at a time per user, and PDF_RATE_LIMIT_* renders per window (cache hits are free). */
export function renderGuard(deps: PdfRouteDependencies, c: Context<AppBindings>): RenderGuard {
  return userRenderGuard(deps, c.get("user").id, c.req.raw.signal);
}

/** Validates the body and renders the caller's resume (or a revision of it) for a preview or a download. */
async function renderFor(
  deps: PdfRouteDependencies,
  c: Context<AppBindings>,
  purpose: "preview" | "download",
) {
  const body = validatePayload(pdfPayload, await readJson(c.req));
  const { revisionId, ...props } = body.props ?? {};
  return renderResumePdf({
    db: deps.db,
    renderer: deps.pdf,
    storage: deps.storage,
    userId: c.get("user").id,
    billingEnabled: deps.env.BILLING,
    id: body.id,
    revisionId,
    template: templateOf(body.template),
    props,
    purpose,
    guard: renderGuard(deps, c),
  });
}

/** Validates the body and renders one text of the caller's cover letter. */
async function renderLetterFor(
  deps: PdfRouteDependencies,
  c: Context<AppBindings>,
  purpose: "preview" | "download",
) {
  const body = validatePayload(coverLetterPdfPayload, await readJson(c.req));
  return renderCoverLetterPdf({
    db: deps.db,
    renderer: deps.pdf,
    userId: c.get("user").id,
    billingEnabled: deps.env.BILLING,
    id: body.id,
    index: body.index ?? 0,
    template: templateOf(body.template),
    props: body.props ?? {},
    purpose,
    guard: renderGuard(deps, c),
  });
}

// GET /api/pdf/templates, POST /api/pdf/preview and POST /api/pdf/cover-letter (docs/api.md
// "Designs and PDF").
export function pdfRoutes(deps: PdfRouteDependencies) {
  return new Hono<AppBindings>()
    .get("/templates", (c) =>
      c.json({
        templates: Object.entries(templateCatalogue).map(([id, { name, description }]) => ({
          id: id as keyof typeof templateCatalogue,
          name,
          description,
        })),
        fonts: pdfFonts.map(({ id, name }) => ({ id, name })),
        pageSizes: [...pageSizes],
        defaultTemplate: DEFAULT_TEMPLATE,
      } satisfies PdfCatalog),
    )
    .post("/preview", async (c) =>
      pdfResponse(c, await renderFor(deps, c, "preview"), 'inline; filename="preview.pdf"'),
    )
    .post("/cover-letter", async (c) =>
      pdfResponse(c, await renderLetterFor(deps, c, "preview"), 'inline; filename="preview.pdf"'),
    );
}

// POST /api/download/pdf and /cover-letter: the paid downloads, saved as file.pdf; /docx (paid)
// and /text (free) print the resume's content (or a revision's: revisionId) for Word and for
// pasting into application forms; /cover-letter-docx (paid) is a letter's text for Word.
export function downloadRoutes(deps: PdfRouteDependencies) {
  return new Hono<AppBindings>()
    .post("/pdf", async (c) =>
      pdfResponse(c, await renderFor(deps, c, "download"), 'attachment; filename="file.pdf"'),
    )
    .post("/cover-letter", async (c) =>
      pdfResponse(c, await renderLetterFor(deps, c, "download"), 'attachment; filename="file.pdf"'),
    )
    .post("/docx", async (c) => {
      const { id, revisionId } = validatePayload(exportPayload, await readJson(c.req));
      const bytes = await exportResumeDocx({
        db: deps.db,
        userId: c.get("user").id,
        billingEnabled: deps.env.BILLING,
        id,
        revisionId,
      });
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": DOCX_TYPE,
        "Content-Disposition": 'attachment; filename="resume.docx"',
        "Cache-Control": "private, no-store",
      });
    })
    .post("/cover-letter-docx", async (c) => {
      const { id, index } = validatePayload(coverLetterDocxPayload, await readJson(c.req));
      const bytes = await exportCoverLetterDocx({
        db: deps.db,
        userId: c.get("user").id,
        billingEnabled: deps.env.BILLING,
        id,
        index: index ?? 0,
        rule: { max: deps.env.PDF_RATE_LIMIT_MAX, windowSeconds: deps.env.PDF_RATE_LIMIT_WINDOW_SECONDS },
      });
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": DOCX_TYPE,
        "Content-Disposition": 'attachment; filename="cover-letter.docx"',
        "Cache-Control": "private, no-store",
      });
    })
    .post("/text", async (c) => {
      const { id, revisionId } = validatePayload(exportPayload, await readJson(c.req));
      const text = await exportResumeText({ db: deps.db, userId: c.get("user").id, id, revisionId });
      return c.body(text, 200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      });
    });
}

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
