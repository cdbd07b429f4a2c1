import type { ImportReport } from "../../shared/import-report";
import type { UserEntitlements } from "../../shared/plans";
import type { EntityType, ResumeDocument, ResumeFields, ResumeSummary } from "../../shared/resume";
import { ApiError, api, errorFrom, NETWORK_MESSAGE, postForBlob } from "./api-client";
import { type Page, pageQuery } from "./use-paged-list";

// Typed calls of the resume API (docs/api.md). Errors arrive as ApiError with the server's
// code and message; a 402 carries `reason` in its details.
export type ResumeStats = Pick<UserEntitlements, "cvLeft" | "generated"> & {
  resumes: number;
  coverLetters: number;
  lastUpdated: string | null;
};

const json = (method: "POST" | "PATCH" | "DELETE", body: unknown) => ({ method, body }) as const;

export const resumeApi = {
  stats: () => api<ResumeStats>("/api/cv/stats"),
  list: () => api<ResumeSummary[]>("/api/cv/list"),
  /** One page (50) of the list, in its order; `cursor` is the page before's nextCursor. */
  listPage: (cursor?: string) => api<Page<ResumeSummary>>(`/api/cv/list${pageQuery(cursor)}`),
  item: (id: number) => api<ResumeDocument>(`/api/cv/item?id=${id}`),
  create: (name: string) => api<ResumeDocument>("/api/cv/create", json("POST", { name })),
  duplicate: (id: number) => api<ResumeDocument>("/api/cv/duplicate", json("POST", { id })),
  update: (id: number, updatedAt: string, fields: Partial<ResumeFields>) =>
    api<ResumeDocument>("/api/cv/update", json("PATCH", { id, updated_at: updatedAt, ...fields })),
  remove: (id: number) => api<{ ok: true }>("/api/cv/delete", json("DELETE", { id })),
  importFile: (format: "json-resume" | "native", data: unknown) =>
    // The created resume, with what the import shortened or left out beside it.
    api<ResumeDocument & { import_report?: ImportReport }>("/api/cv/import", json("POST", { format, data })),
  exportUrl: (id: number, format: "json-resume" | "native") => `/api/cv/export?id=${id}&format=${format}`,
  imageUrl: (id: number, size: 96 | 192 | 384, imageName: string) =>
    `/api/cv/image?id=${id}&size=${size}&v=${encodeURIComponent(imageName)}`,
  uploadImage: (id: number, file: File, crop?: PhotoCrop) => uploadImage(id, file, crop),
  removeImage: (id: number) => api<{ ok: true }>("/api/cv/image", json("DELETE", { id })),
};

/** The square to keep, in pixels of the photo as shown (upright); the server crops it. */
export interface PhotoCrop {
  x: number;
  y: number;
  size: number;
}

/** GET /api/pdf/templates (docs/api.md "Designs and PDF"). */
export interface PdfCatalog {
  templates: { id: string; name: string; description: string }[];
  fonts: { id: string; name: string }[];
  pageSizes: PdfPageSize[];
  defaultTemplate: string;
}
export type PdfPageSize = "A4" | "Letter";
/** A design's options; a missing key means the template's own choice. */
export interface PdfProps {
  accent?: string;
  font?: string;
  pageSize?: PdfPageSize;
  /** Print this Tailored revision of the resume instead of the Original. */
  revisionId?: number;
}
export interface PdfRequest {
  id: number;
  template: string;
  props: PdfProps;
}

export const pdfApi = {
  templates: () => api<PdfCatalog>("/api/pdf/templates"),
  /** The resume as it will print (watermarked without a paid plan). */
  preview: (request: PdfRequest, signal?: AbortSignal) => postForBlob("/api/pdf/preview", request, signal),
  /** The PDF to save as file.pdf; 402 (reason cvPdfDownload) without a paid plan. */
  download: (request: PdfRequest) => postForBlob("/api/download/pdf", { ...request, htmlContent: "" }),
};

/** DOCX and plain-text exports (docs/api.md "Designs and PDF"): same content as the PDF. */
export const exportApi = {
  /** resume.docx; 402 (reason cvPdfDownload) without a paid plan, like the PDF. */
  docx: (id: number) => postForBlob("/api/download/docx", { id }),
  /** The resume as plain text for application forms; free on every plan. */
  text: async (id: number) => (await postForBlob("/api/download/text", { id })).text(),
};

/** Photos go as multipart form data, which the JSON client does not send. */
async function uploadImage(id: number, file: File, crop?: PhotoCrop): Promise<{ image_name: string }> {
  const form = new FormData();
  form.append("image", file);
  const query = crop ? `&x=${crop.x}&y=${crop.y}&size=${crop.size}` : "";
  let response: Response;
  try {
    response = await fetch(`/api/cv/image?id=${id}${query}`, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network", NETWORK_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as { image_name: string };
}

export const entityApi = {
  list: <T>(type: EntityType, resumeId?: number) =>
    api<T[]>(`/api/entity?entity=${type}${resumeId ? `&resume_id=${resumeId}` : ""}`),
  create: <T>(type: EntityType, resumeId: number, fields: object) =>
    api<T>("/api/entity", json("POST", { type, resume_id: resumeId, ...fields })),
  update: <T>(type: EntityType, id: number, fields: object) =>
    api<T>("/api/entity", json("PATCH", { type, id, ...fields })),
  remove: (type: EntityType, id: number) => api<{ ok: true }>("/api/entity", json("DELETE", { type, id })),
  reorder: <T>(type: EntityType, resumeId: number, ids: number[]) =>
    api<T[]>("/api/entity/reorder", json("POST", { type, resume_id: resumeId, ids })),
};
