import type { IdPayload, OkAnswer, Page } from "../../shared/contracts/fields";
import type {
  ImportAnswer,
  ImportDraftRequest,
  ImportFormat,
  ImportRequest,
} from "../../shared/contracts/import-export";
import type { ExportRequest, PdfCatalog, PdfRequest as PrintRequest } from "../../shared/contracts/pdf";
import type {
  CreateEntityRequest,
  ReorderEntityRequest,
  UpdateEntityRequest,
} from "../../shared/contracts/resume-rows";
import type {
  CreateResumeRequest,
  PostingSkills,
  ResumeImageAnswer,
  ResumeStats,
  ResumeSummary,
  UpdateResumeRequest,
} from "../../shared/contracts/resumes";
import type { EntityType, ResumeDocument, ResumeFields } from "../../shared/resume";
import { api, apiFetch, postForBlob } from "./api-client";
import { pageQuery } from "./page-query";

// Typed calls of the resume API (docs/api.md). Requests and answers are the contracts'
// (src/shared/contracts), so a change on either side is a type error. Errors arrive as ApiError
// with the server's code and message; a 402 carries `reason` in its details.
export type { PdfCatalog, PostingSkills, ResumeStats };

const json = (method: "POST" | "PATCH" | "DELETE", body: unknown) => ({ method, body }) as const;

export const resumeApi = {
  stats: () => api<ResumeStats>("/api/cv/stats"),
  list: () => api<ResumeSummary[]>("/api/cv/list"),
  /** One page (50) of the list, in its order; `cursor` is the page before's nextCursor. */
  listPage: (cursor?: string) => api<Page<ResumeSummary>>(`/api/cv/list${pageQuery(cursor)}`),
  item: (id: number) => api<ResumeDocument>(`/api/cv/item?id=${id}`),
  /** The target posting's skills the resume does not say (the first skill suggestions). */
  postingSkills: (id: number) => api<PostingSkills>(`/api/cv/posting-skills?id=${id}`),
  create: (name: string) =>
    api<ResumeDocument>("/api/cv/create", json("POST", { name } satisfies CreateResumeRequest)),
  duplicate: (id: number) =>
    api<ResumeDocument>("/api/cv/duplicate", json("POST", { id } satisfies IdPayload)),
  update: (id: number, updatedAt: string, fields: Partial<ResumeFields>) =>
    api<ResumeDocument>(
      "/api/cv/update",
      json("PATCH", { id, updated_at: updatedAt, ...fields } satisfies UpdateResumeRequest),
    ),
  remove: (id: number) => api<OkAnswer>("/api/cv/delete", json("DELETE", { id } satisfies IdPayload)),
  importFile: (format: ImportFormat, data: unknown) =>
    // The created resume, with what the import shortened or left out beside it.
    api<ImportAnswer>("/api/cv/import", json("POST", { format, data } satisfies ImportRequest)),
  /** The import review's "Create resume": the reviewed draft, as it is. */
  importDraft: (draft: ImportDraftRequest) =>
    api<ImportAnswer>("/api/cv/import/draft", json("POST", draft satisfies ImportDraftRequest)),
  exportUrl: (id: number, format: ImportFormat) => `/api/cv/export?id=${id}&format=${format}`,
  imageUrl: (id: number, size: 96 | 192 | 384, imageName: string) =>
    `/api/cv/image?id=${id}&size=${size}&v=${encodeURIComponent(imageName)}`,
  uploadImage: (id: number, file: File, crop?: PhotoCrop) => uploadImage(id, file, crop),
  removeImage: (id: number) => api<OkAnswer>("/api/cv/image", json("DELETE", { id } satisfies IdPayload)),
};

/** The square to keep, in pixels of the photo as shown (upright); the server crops it. */
export interface PhotoCrop {
  x: number;
  y: number;
  size: number;
}

type PrintOptions = NonNullable<PrintRequest["props"]>;
/**
 * A design's options as the pages hold them: the font is picked from GET /api/pdf/templates, so
 * it is any catalogue id here, and the server checks it. A missing key is the template's choice.
 */
export type PdfProps = Omit<PrintOptions, "font"> & { font?: string };
/** POST /api/pdf/preview and /api/download/pdf, with the design picked from the catalogue. */
export interface PdfRequest extends Omit<PrintRequest, "template" | "props" | "htmlContent"> {
  template: string;
  props: PdfProps;
}

/** The designs catalogue's useResource key: the design page and the wizard's preview share one load. */
export const TEMPLATES_KEY = "pdf-templates";

export const pdfApi = {
  templates: () => api<PdfCatalog>("/api/pdf/templates"),
  /** The resume as it will print (watermarked without a paid plan). */
  preview: (request: PdfRequest, signal?: AbortSignal) => postForBlob("/api/pdf/preview", request, signal),
  /** The PDF (the web saves it under the person's name, lib/download-name.ts); 402 (reason cvPdfDownload) without a paid plan. */
  download: (request: PdfRequest) => postForBlob("/api/download/pdf", { ...request, htmlContent: "" }),
};

/** DOCX and plain-text exports (docs/api.md "Designs and PDF"): same content as the PDF. */
export const exportApi = {
  /** The Word file (saved under the person's name); 402 (reason cvPdfDownload) without a paid plan, like the PDF. */
  docx: (id: number, revisionId: number | null) =>
    postForBlob("/api/download/docx", exportRequest(id, revisionId)),
  /** The resume (or its Tailored revision) as plain text for application forms; free on every plan. */
  text: async (id: number, revisionId: number | null) =>
    (await postForBlob("/api/download/text", exportRequest(id, revisionId))).text(),
};

/** The Original, or the revision the design page picked (as the PDF's props.revisionId). */
function exportRequest(id: number, revisionId: number | null): ExportRequest {
  return revisionId === null ? { id } : { id, revisionId };
}

/** Photos go as multipart form data (apiFetch sends a FormData as it is). */
async function uploadImage(id: number, file: File, crop?: PhotoCrop): Promise<ResumeImageAnswer> {
  const form = new FormData();
  form.append("image", file);
  const query = crop ? `&x=${crop.x}&y=${crop.y}&size=${crop.size}` : "";
  const response = await apiFetch(`/api/cv/image?id=${id}${query}`, { method: "POST", body: form });
  return (await response.json()) as ResumeImageAnswer;
}

export const entityApi = {
  list: <T>(type: EntityType, resumeId?: number) =>
    api<T[]>(`/api/entity?entity=${type}${resumeId ? `&resume_id=${resumeId}` : ""}`),
  create: <T>(type: EntityType, resumeId: number, fields: object) =>
    api<T>("/api/entity", json("POST", { type, resume_id: resumeId, ...fields } as CreateEntityRequest)),
  update: <T>(type: EntityType, id: number, fields: object) =>
    api<T>("/api/entity", json("PATCH", { type, id, ...fields } as UpdateEntityRequest)),
  remove: (type: EntityType, id: number) => api<OkAnswer>("/api/entity", json("DELETE", { type, id })),
  reorder: <T>(type: ReorderEntityRequest["type"], resumeId: number, ids: number[]) =>
    api<T[]>(
      "/api/entity/reorder",
      json("POST", { type, resume_id: resumeId, ids } satisfies ReorderEntityRequest),
    ),
};
