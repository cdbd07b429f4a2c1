import type { z } from "zod";
import { idPayload } from "../../../shared/contracts/fields.ts";
import {
  IMPORT_FORMAT_MESSAGE,
  type ImportAnswer,
  type ImportFormat,
  importDraftPayload,
  importFormats,
  importPayload,
  MAX_READ_FILE_BYTES,
  readTextPayload,
} from "../../../shared/contracts/import-export.ts";
import {
  fitLayoutPayload,
  type LayoutAnswer,
  normalizeLayout,
  resumeLayoutPayload,
} from "../../../shared/contracts/layout.ts";
import { createResumePayload, updateResumePayload } from "../../../shared/contracts/resumes.ts";
import type { ReadDocumentAnswer } from "../../../shared/resume-draft.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileAnswer } from "../../lib/file-answer.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { exportResume } from "../../modules/import-export/export-resume.ts";
import { importDraft, importResume } from "../../modules/import-export/import-resume.ts";
import { readResume } from "../../modules/import-export/read-resume.ts";
import { fitResumeLayout } from "../../modules/layouts/fit-resume-layout.ts";
import { getResumeLayout } from "../../modules/layouts/get-resume-layout.ts";
import { saveResumeLayout } from "../../modules/layouts/save-resume-layout.ts";
import { parsePageQuery } from "../../modules/limits/page-query.ts";
import { checkResumeQuality } from "../../modules/resumes/check-resume-quality.ts";
import { createResume } from "../../modules/resumes/create-resume.ts";
import { deleteResume } from "../../modules/resumes/delete-resume.ts";
import { duplicateResume } from "../../modules/resumes/duplicate-resume.ts";
import { getResume } from "../../modules/resumes/get-resume.ts";
import { getResumeStats } from "../../modules/resumes/get-resume-stats.ts";
import { listResumes } from "../../modules/resumes/list-resumes.ts";
import { postingSkills } from "../../modules/resumes/posting-skills.ts";
import { updateResume } from "../../modules/resumes/update-resume.ts";
import { idQuery, type Operation, pageQuery, resumeIdQuery } from "./operation.ts";
import { deleteById, printerOf, withBody } from "./operation-handler.ts";

// Resumes, their photo, rows and layout (docs/api.md "Resumes", "Designs and PDF"). The
// resumes themselves (stats, list, item, create, duplicate, update, delete) are declared with
// their handlers (decision 038), with the quality check, the posting's skills and the layout
// (read, save, fit to one page), reading a document, import from a file or a reviewed draft and
// export; their rows in operations-resume-rows.ts, their photo in operations-photos.ts.

const tag = "Resumes";
const signedIn = { tag, access: "signed-in" } as const;

export const resumeOperations: Operation[] = [
  {
    ...signedIn,
    method: "get",
    path: "/api/cv/stats",
    summary: "Counts for the dashboard",
    answer: { status: 200, description: "{ resumes, coverLetters, cvLeft, generated, lastUpdated }" },
    handle: ({ deps, userId }) => getResumeStats({ db: deps.db, userId, billingEnabled: deps.env.BILLING }),
  },
  {
    ...signedIn,
    method: "get",
    path: "/api/cv/list",
    summary: "The user's resumes",
    query: pageQuery,
    answer: { status: 200, description: "ResumeSummary[] (or a page of them)" },
    handle: ({ deps, userId, query }) => listResumes({ db: deps.db, userId, page: parsePageQuery(query) }),
  },
  {
    ...signedIn,
    method: "get",
    path: "/api/cv/item",
    summary: "One resume",
    query: [idQuery("the resume")],
    answer: { status: 200, description: "The ResumeDocument" },
    handle: ({ deps, userId, query }) => getResume({ db: deps.db, userId, id: parseQueryId(query.id) }),
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/create",
    limit: "write",
    summary: "Create a resume",
    ...withBody(createResumePayload, ({ deps, userId, body: { name } }) =>
      createResume({ db: deps.db, userId, billingEnabled: deps.env.BILLING, content: { fields: { name } } }),
    ),
    answer: { status: 201, description: "The new ResumeDocument; uses one resume credit (402 without)" },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/duplicate",
    limit: "write",
    summary: "Copy a resume with its rows",
    ...withBody(idPayload, ({ deps, userId, body: { id } }) =>
      duplicateResume({ db: deps.db, userId, billingEnabled: deps.env.BILLING, id }),
    ),
    answer: { status: 201, description: "The copy" },
  },
  {
    ...signedIn,
    method: "patch",
    path: "/api/cv/update",
    summary: "Save resume fields (409 when updated_at is stale)",
    ...withBody(updateResumePayload, ({ deps, userId, body: { id, updated_at, ...fields } }) =>
      updateResume({ db: deps.db, userId, id, updatedAt: updated_at, fields }),
    ),
    answer: { status: 200, description: "The updated ResumeDocument" },
  },
  {
    ...signedIn,
    method: "delete",
    path: "/api/cv/delete",
    summary: "Delete a resume",
    ...deleteById(({ db, storage, logger }, userId, id) => deleteResume({ db, userId, id, storage, logger })),
    answer: { status: 200, description: "{ ok: true }" },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/import",
    limit: "write",
    summary: "Create a resume from a JSON Resume or Resume Builder file",
    ...withBody(importPayload, async ({ deps, userId, body: { format, data } }) => {
      const { resume, report } = await importResume({
        db: deps.db,
        userId,
        billingEnabled: deps.env.BILLING,
        format,
        data,
      });
      // The resume as before, with the report beside it for clients that show it.
      return { ...resume, import_report: report } satisfies ImportAnswer;
    }),
    answer: { status: 201, description: "The new ResumeDocument with its import_report" },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/import/draft",
    limit: "write",
    summary: "Create a resume from a reviewed draft (the ResumeDraft a read answered)",
    ...withBody(importDraftPayload, async ({ deps, userId, body }) => {
      const { resume, report } = await importDraft({
        db: deps.db,
        userId,
        billingEnabled: deps.env.BILLING,
        draft: body,
      });
      return { ...resume, import_report: report } satisfies ImportAnswer;
    }),
    answer: { status: 201, description: "The new ResumeDocument with its import_report" },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/import/read",
    limit: "import-read",
    summary: "Read a document (PDF, .docx, LinkedIn ZIP) or pasted text into a draft to review",
    // A read is heavy work on the user's behalf: its own limit, checked before the body is read;
    // the reader shares its workers out per user (one read at a time, a budget of reading time).
    body: {
      multipart: "file",
      description: "The document, at most 10 MB (or a JSON body { text }).",
      maxBytes: MAX_READ_FILE_BYTES,
      tooLarge: "This file is larger than 10 MB. Upload a smaller file, or paste the text instead.",
      howToSend:
        'Send the document as multipart/form-data in the field "file", or the text as JSON: { "text": "..." }.',
      orJson: readTextPayload,
    },
    answer: { status: 200, description: "A ReadDocumentAnswer; nothing is created" },
    handle: async ({ deps, userId, file, body, signal }) => {
      const input = file ? { bytes: file } : { text: (body as z.output<typeof readTextPayload>).text };
      const { reader, draftModel: model, logger } = deps;
      return readResume({
        input,
        reader,
        model,
        logger,
        owner: userId,
        signal,
      }) satisfies Promise<ReadDocumentAnswer>;
    },
  },
  {
    ...signedIn,
    method: "get",
    path: "/api/cv/export",
    summary: "Download a resume as a file",
    query: [
      idQuery("the resume"),
      { name: "format", description: "The file format (default json-resume).", values: importFormats },
    ],
    answer: { status: 200, description: "The resume file (attachment)" },
    handle: async ({ deps, userId, query }) => {
      const id = parseQueryId(query.id);
      // The JSON Resume is the portable choice, so it is the default.
      const format = query.format ?? "json-resume";
      if (!(importFormats as readonly string[]).includes(format))
        throw new AppError("bad_request", IMPORT_FORMAT_MESSAGE);
      const file = await exportResume({ db: deps.db, userId, id, format: format as ImportFormat });
      return fileAnswer(JSON.stringify(file.content, null, 2), {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
      });
    },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/quality",
    limit: "quality",
    summary: "Check my resume: weak verbs, missing results, tense, length",
    // A POST: it runs the grammar tagger over the whole resume, on the request thread.
    ...withBody(idPayload, ({ deps, userId, body: { id } }) =>
      checkResumeQuality({ db: deps.db, userId, id }),
    ),
    answer: { status: 200, description: "{ findings, counts, linesChecked, linesSkipped }" },
  },
  {
    ...signedIn,
    method: "get",
    path: "/api/cv/posting-skills",
    limit: "posting-skills",
    summary: "The skills the resume's target posting asks for that the resume does not say",
    query: [idQuery("the resume")],
    answer: {
      status: 200,
      description: "PostingSkills: { job, skills: [{ term, importance, state, aliases }] }",
    },
    handle: ({ deps, userId, query }) => postingSkills({ db: deps.db, userId, id: parseQueryId(query.id) }),
  },
  {
    ...signedIn,
    method: "get",
    path: "/api/cv/layout",
    summary: "A resume's layout (section order, margins, spacing)",
    query: [resumeIdQuery],
    answer: { status: 200, description: "{ resume_id, layout }" },
    handle: async ({ deps, userId, query }) => {
      const id = parseQueryId(query.resume_id, "resume_id");
      const layout = await getResumeLayout({ db: deps.db, userId, id });
      return { resume_id: id, layout } satisfies LayoutAnswer;
    },
  },
  {
    ...signedIn,
    method: "put",
    path: "/api/cv/layout",
    summary: "Replace a resume's layout",
    query: [resumeIdQuery],
    ...withBody(resumeLayoutPayload, async ({ deps, userId, query, body }) => {
      const id = parseQueryId(query.resume_id, "resume_id");
      const saved = await saveResumeLayout({ db: deps.db, userId, id, layout: normalizeLayout(body) });
      return { resume_id: id, layout: saved } satisfies LayoutAnswer;
    }),
    answer: { status: 200, description: "{ resume_id, layout }" },
  },
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/layout/fit",
    summary: "Fit a resume to one page within readable floors",
    // Fitting renders: each render is admitted and queued like a preview's (PDF_RATE_LIMIT_*, one
    // at a time per user), so fitting is limited exactly as rendering is.
    ...withBody(fitLayoutPayload, (call) => {
      const { layout, ...body } = call.body;
      return fitResumeLayout(printerOf(call), body, layout ? normalizeLayout(layout) : undefined);
    }),
    answer: { status: 200, description: "{ resume_id, layout, pagesBefore, pages, fits, saved, message }" },
  },
];
