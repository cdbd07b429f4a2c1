import { Hono } from "hono";
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
import { printCoverLetterPdf } from "../../modules/printing/render-cover-letter-pdf.ts";
import { printResumePdf } from "../../modules/printing/render-resume-pdf.ts";
import { pdfFonts } from "../../pdf/fonts.ts";
import { templateCatalogue } from "../../pdf/templates/catalogue.ts";
import { fileResponse, type PdfRouteDependencies, pdfResponse, printerOf } from "./pdf-response.ts";

// Each route parses its body, calls one print of modules/printing (which checks ownership and
// plan, assembles the document and guards the render) and answers with the file.

const PREVIEW = 'inline; filename="preview.pdf"';
const DOWNLOAD = 'attachment; filename="file.pdf"';
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

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
    .post("/preview", async (c) => {
      const body = validatePayload(pdfPayload, await readJson(c.req));
      return pdfResponse(c, await printResumePdf(printerOf(deps, c), body, "preview"), PREVIEW);
    })
    .post("/cover-letter", async (c) => {
      const body = validatePayload(coverLetterPdfPayload, await readJson(c.req));
      return pdfResponse(c, await printCoverLetterPdf(printerOf(deps, c), body, "preview"), PREVIEW);
    });
}

// POST /api/download/pdf and /cover-letter: the paid downloads, saved as file.pdf; /docx (paid)
// and /text (free) print the resume's content (or a revision's: revisionId) for Word and for
// pasting into application forms; /cover-letter-docx (paid) is a letter's text for Word.
export function downloadRoutes(deps: PdfRouteDependencies) {
  return new Hono<AppBindings>()
    .post("/pdf", async (c) => {
      const body = validatePayload(pdfPayload, await readJson(c.req));
      return pdfResponse(c, await printResumePdf(printerOf(deps, c), body, "download"), DOWNLOAD);
    })
    .post("/cover-letter", async (c) => {
      const body = validatePayload(coverLetterPdfPayload, await readJson(c.req));
      return pdfResponse(c, await printCoverLetterPdf(printerOf(deps, c), body, "download"), DOWNLOAD);
    })
    .post("/docx", async (c) => {
      const body = validatePayload(exportPayload, await readJson(c.req));
      const bytes = await exportResumeDocx(printerOf(deps, c), body);
      return fileResponse(c, bytes, {
        "Content-Type": DOCX_TYPE,
        "Content-Disposition": 'attachment; filename="resume.docx"',
      });
    })
    .post("/cover-letter-docx", async (c) => {
      const body = validatePayload(coverLetterDocxPayload, await readJson(c.req));
      const bytes = await exportCoverLetterDocx(printerOf(deps, c), body);
      return fileResponse(c, bytes, {
        "Content-Type": DOCX_TYPE,
        "Content-Disposition": 'attachment; filename="cover-letter.docx"',
      });
    })
    .post("/text", async (c) => {
      const body = validatePayload(exportPayload, await readJson(c.req));
      const text = await exportResumeText(printerOf(deps, c), body);
      return c.body(text, 200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      });
    });
}
