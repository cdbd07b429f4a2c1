import {
  createCoverLetterPayload,
  DEFAULT_COVER_LETTER_NAME,
  generateCoverLetterPayload,
} from "../../../shared/contracts/cover-letters.ts";
import { idPayload } from "../../../shared/contracts/fields.ts";
import { improvePayload } from "../../../shared/contracts/improve.ts";
import {
  coverLetterDocxPayload,
  coverLetterPdfPayload,
  exportPayload,
  pdfPayload,
} from "../../../shared/contracts/pdf.ts";
import {
  applyChangesPayload,
  confirmTermsPayload,
  generateRevisionPayload,
  renameRevisionPayload,
  updateRevisionPayload,
} from "../../../shared/contracts/revisions.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { createCoverLetter } from "../../modules/cover-letters/create-cover-letter.ts";
import { getCoverLetter } from "../../modules/cover-letters/get-cover-letter.ts";
import { idQuery, type Operation } from "./operation.ts";
import { withBody } from "./operation-handler.ts";

// AI tailoring, cover letters and printing (docs/api.md "AI writing", "Designs and PDF"). A
// letter's create and read are declared with their handlers (decision 038); generation streams
// NDJSON and printing answers bytes, so they keep route files.

const ai = { tag: "AI writing", access: "signed-in" } as const;
const letters = { tag: "Cover letters", access: "signed-in" } as const;
const print = { tag: "Designs and PDF", access: "signed-in" } as const;
const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const writingOperations: Operation[] = [
  {
    ...ai,
    method: "post",
    path: "/api/cv/generate",
    limit: "ai",
    summary: "Tailor a resume to a role or a saved job (send Accept: application/x-ndjson to stream)",
    body: generateRevisionPayload,
    answer: {
      status: 201,
      description:
        "A Revision; uses one AI generation (402 without). 200 with the revision already written from the same input, unchanged: true and a message, when nothing changed (no generation used)",
    },
  },
  {
    ...ai,
    method: "post",
    path: "/api/cv/improve",
    limit: "ai",
    summary: "Suggestions for each line of one field",
    body: improvePayload,
    answer: { status: 200, description: "{ writer, bullets: [{ start, end, text, suggestions, ask }] }" },
  },
  {
    ...ai,
    method: "get",
    path: "/api/cv/revisions",
    summary: "A resume's Tailored revisions",
    query: [idQuery("the resume")],
    answer: { status: 200, description: "{ revisions: RevisionSummary[], generating, current_revision_id }" },
  },
  {
    ...ai,
    method: "get",
    path: "/api/cv/revision",
    summary: "One Tailored revision",
    query: [idQuery("the revision")],
    answer: { status: 200, description: "The Revision" },
  },
  {
    ...ai,
    method: "patch",
    path: "/api/cv/revision",
    summary: "Edit a revision's texts (409 when updated_at is stale)",
    body: updateRevisionPayload,
    answer: { status: 200, description: "The edited Revision" },
  },
  {
    ...ai,
    method: "patch",
    path: "/api/cv/revision/name",
    summary: "Rename a revision",
    body: renameRevisionPayload,
    answer: { status: 200, description: "The RevisionSummary" },
  },
  {
    ...ai,
    method: "post",
    path: "/api/cv/revision/confirm",
    summary: '"Do you have this?": add confirmed posting terms to the resume and the revision',
    body: confirmTermsPayload,
    answer: { status: 200, description: "The revision and the resume, scored again" },
  },
  {
    ...ai,
    method: "post",
    path: "/api/cv/revision/apply",
    limit: "write",
    summary: "Apply accepted changes into a new revision or the Original",
    body: applyChangesPayload,
    answer: { status: 200, description: "{ revision, resume, applied, skipped }" },
  },
  {
    ...ai,
    method: "delete",
    path: "/api/cv/revision",
    summary: "Delete a revision",
    body: idPayload,
    answer: { status: 200, description: "{ ok: true }" },
  },
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
