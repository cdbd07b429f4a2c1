import {
  createCoverLetterPayload,
  DEFAULT_COVER_LETTER_NAME,
  generateCoverLetterPayload,
} from "../../../shared/contracts/cover-letters.ts";
import {
  coverLetterDocxPayload,
  coverLetterPdfPayload,
  exportPayload,
  pdfPayload,
} from "../../../shared/contracts/pdf.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { createCoverLetter } from "../../modules/cover-letters/create-cover-letter.ts";
import { getCoverLetter } from "../../modules/cover-letters/get-cover-letter.ts";
import { idQuery, type Operation } from "./operation.ts";
import { withBody } from "./operation-handler.ts";

// Cover letters and printing (docs/api.md "AI writing", "Designs and PDF"). A letter's create
// and read are declared with their handlers (decision 038); generation streams NDJSON and
// printing answers bytes, so they keep route files. Tailoring is in operations-revisions.ts.

const letters = { tag: "Cover letters", access: "signed-in" } as const;
const print = { tag: "Designs and PDF", access: "signed-in" } as const;
const PDF = "application/pdf";
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
    body: generateCoverLetterPayload,
    answer: { status: 201, description: "{ content, cover_letter }; uses one AI generation (402 without)" },
  },
  {
    ...print,
    method: "get",
    path: "/api/pdf/templates",
    summary: "The designs, fonts and page sizes",
    answer: { status: 200, description: "{ templates, fonts, pageSizes, defaults }" },
  },
  {
    ...print,
    method: "post",
    path: "/api/pdf/preview",
    summary: "Preview a resume (or a revision) as it will print",
    body: pdfPayload,
    answer: { status: 200, description: "The PDF (watermarked without a paid plan)", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/pdf/cover-letter",
    summary: "Preview a cover letter",
    body: coverLetterPdfPayload,
    answer: { status: 200, description: "The PDF", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/pdf",
    summary: "Download a resume as PDF",
    body: pdfPayload,
    answer: { status: 200, description: "file.pdf (402 without a paid plan)", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/cover-letter",
    summary: "Download a cover letter as PDF",
    body: coverLetterPdfPayload,
    answer: { status: 200, description: "file.pdf", mediaType: PDF },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/cover-letter-docx",
    summary: "Download a cover letter as Word",
    body: coverLetterDocxPayload,
    answer: { status: 200, description: "The .docx file", mediaType: DOCX },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/docx",
    summary: "Download a resume as Word",
    body: exportPayload,
    answer: { status: 200, description: "resume.docx", mediaType: DOCX },
  },
  {
    ...print,
    method: "post",
    path: "/api/download/text",
    summary: "A resume as plain text for application forms",
    body: exportPayload,
    answer: { status: 200, description: "The text", mediaType: "text/plain" },
  },
];
