import {
  createCoverLetterPayload,
  DEFAULT_COVER_LETTER_NAME,
  generateCoverLetterPayload,
} from "../../../shared/contracts/cover-letters.ts";
import {
  coverLetterDocxPayload,
  coverLetterPdfPayload,
  DEFAULT_TEMPLATE,
  exportPayload,
  type PdfCatalog,
  pageSizes,
  pdfPayload,
} from "../../../shared/contracts/pdf.ts";
import { fileAnswer } from "../../lib/file-answer.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { createCoverLetter } from "../../modules/cover-letters/create-cover-letter.ts";
import { generateCoverLetter } from "../../modules/cover-letters/generate-cover-letter.ts";
import { getCoverLetter } from "../../modules/cover-letters/get-cover-letter.ts";
import { exportCoverLetterDocx } from "../../modules/printing/export-cover-letter-docx.ts";
import { exportResumeDocx } from "../../modules/printing/export-resume-docx.ts";
import { exportResumeText } from "../../modules/printing/export-resume-text.ts";
import { printCoverLetterPdf } from "../../modules/printing/render-cover-letter-pdf.ts";
import { printResumePdf } from "../../modules/printing/render-resume-pdf.ts";
import { pdfFonts } from "../../pdf/fonts.ts";
import { templateCatalogue } from "../../pdf/templates/catalogue.ts";
import { answerGeneration } from "../generations/generation-response.ts";
import { idQuery, type Operation } from "./operation.ts";
import { printerOf, withBody } from "./operation-handler.ts";

// Cover letters and printing (docs/api.md "AI writing", "Designs and PDF"), declared with their
// handlers (decision 038); a letter's generation may stream NDJSON
// (api/generations/generation-response.ts). Each print calls one function of modules/printing
// (which checks ownership and plan, assembles the document and guards the render) and answers
// the file. Tailoring is in operations-revisions.ts.

const letters = { tag: "Cover letters", access: "signed-in" } as const;
const print = { tag: "Designs and PDF", access: "signed-in" } as const;
const PDF = "application/pdf";
const PREVIEW = 'inline; filename="preview.pdf"';
const DOWNLOAD = 'attachment; filename="file.pdf"';
const pdf = (bytes: Uint8Array, disposition: string) =>
  fileAnswer(bytes, { "Content-Type": PDF, "Content-Disposition": disposition });
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const writingOperations: Operation[] = [
  {
    ...letters,
    method: "post",
    path: "/api/cover-letter/create",
    limit: "write",
    summary: "Create a cover letter",
    ...withBody(createCoverLetterPayload, ({ deps, userId, body: { name, ...fields } }) =>
      createCoverLetter({
        db: deps.db,
        userId,
        fields: { ...fields, name: name ?? DEFAULT_COVER_LETTER_NAME },
      }),
    ),
    answer: { status: 201, description: "The CoverLetter" },
  },
  {
    ...letters,
    method: "get",
    path: "/api/cover-letter/item",
    summary: "One cover letter",
    query: [idQuery("the cover letter")],
    answer: { status: 200, description: "The CoverLetter" },
    handle: ({ deps, userId, query }) => getCoverLetter({ db: deps.db, userId, id: parseQueryId(query.id) }),
  },
  {
    ...letters,
    method: "post",
    path: "/api/cover-letter/generate",
    limit: "ai",
    summary: "Write a new text of a cover letter (send Accept: application/x-ndjson to stream)",
    ...withBody(generateCoverLetterPayload, (call) => answerGeneration(call, generateCoverLetter)),
    answer: { status: 201, description: "{ content, cover_letter }; uses one AI generation (402 without)" },
  },
  {
    ...print,
    method: "get",
    path: "/api/pdf/templates",
    summary: "The designs, fonts and page sizes",
    answer: { status: 200, description: "{ templates, fonts, pageSizes, defaults }" },
    handle: async () =>
      ({
        templates: Object.entries(templateCatalogue).map(([id, { name, description }]) => ({
          id: id as keyof typeof templateCatalogue,
          name,
          description,
        })),
        fonts: pdfFonts.map(({ id, name }) => ({ id, name })),
        pageSizes: [...pageSizes],
        defaultTemplate: DEFAULT_TEMPLATE,
      }) satisfies PdfCatalog,
  },
  {
    ...print,
    method: "post",
    path: "/api/pdf/preview",
    summary: "Preview a resume (or a revision) as it will print",
    ...withBody(pdfPayload, async (call) =>
      pdf(await printResumePdf(printerOf(call), call.body, "preview"), PREVIEW),
    ),
    answer: { status: 200, description: "The PDF (watermarked without a paid plan)", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/pdf/cover-letter",
    summary: "Preview a cover letter",
    ...withBody(coverLetterPdfPayload, async (call) =>
      pdf(await printCoverLetterPdf(printerOf(call), call.body, "preview"), PREVIEW),
    ),
    answer: { status: 200, description: "The PDF", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/pdf",
    summary: "Download a resume as PDF",
    ...withBody(pdfPayload, async (call) =>
      pdf(await printResumePdf(printerOf(call), call.body, "download"), DOWNLOAD),
    ),
    answer: { status: 200, description: "file.pdf (402 without a paid plan)", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/cover-letter",
    summary: "Download a cover letter as PDF",
    ...withBody(coverLetterPdfPayload, async (call) =>
      pdf(await printCoverLetterPdf(printerOf(call), call.body, "download"), DOWNLOAD),
    ),
    answer: { status: 200, description: "file.pdf", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/cover-letter-docx",
    summary: "Download a cover letter as Word",
    ...withBody(coverLetterDocxPayload, async (call) =>
      fileAnswer(await exportCoverLetterDocx(printerOf(call), call.body), {
        "Content-Type": DOCX,
        "Content-Disposition": 'attachment; filename="cover-letter.docx"',
      }),
    ),
    answer: { status: 200, description: "The .docx file", mediaType: DOCX },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/docx",
    summary: "Download a resume as Word",
    ...withBody(exportPayload, async (call) =>
      fileAnswer(await exportResumeDocx(printerOf(call), call.body), {
        "Content-Type": DOCX,
        "Content-Disposition": 'attachment; filename="resume.docx"',
      }),
    ),
    answer: { status: 200, description: "resume.docx", mediaType: DOCX },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/text",
    summary: "A resume as plain text for application forms",
    ...withBody(exportPayload, async (call) =>
      fileAnswer(await exportResumeText(printerOf(call), call.body), {
        "Content-Type": "text/plain; charset=utf-8",
      }),
    ),
    answer: { status: 200, description: "The text", mediaType: "text/plain" },
  },
];
