import type {
  CoverLetter,
  CoverLetterGeneration,
  CreateCoverLetterRequest,
  GenerateCoverLetterRequest,
} from "../../shared/contracts/cover-letters";
import type { OkAnswer, Page } from "../../shared/contracts/fields";
import type { CoverLetterDocxRequest } from "../../shared/contracts/pdf";
import type { UpdateEntityRequest } from "../../shared/contracts/resume-rows";
import type { LetterTone } from "../../shared/resume";
import { api, postForBlob } from "./api-client";
import { type ProgressHandler, streamGeneration } from "./generation-stream";
import { pageQuery } from "./page-query";
import type { PdfProps } from "./resume-api";

// Typed calls of the cover-letter API (docs/api.md "AI writing"). The pages work with camelCase
// fields; the API speaks snake_case, and spec §7 says cover-letter updates convert one to the
// other: `toSnakeCaseFields` is that one conversion, used by every call that sends fields.

export type { CoverLetter };

/** The fields a page changes on a letter, in the browser's camelCase. */
export interface CoverLetterChanges {
  name?: string;
  resumeId?: number | null;
  jobId?: number | null;
  jobTitle?: string;
  company?: string;
  jobDescription?: string;
  instructions?: string;
  content?: string[];
}

/**
 * What a generation may set on the letter before writing (everything but name and content), and
 * the tone of this one text (not saved on the letter).
 */
export type GenerationChanges = Omit<CoverLetterChanges, "name" | "content"> & {
  tone?: LetterTone;
  /** Write from this Tailored revision of the letter's resume (not kept on the letter). */
  revisionId?: number;
};

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** `T` with its keys in snake_case: `{ jobTitle }` becomes `{ job_title }`. */
export type SnakeCaseFields<T> = { [K in keyof T & string as SnakeCase<K>]: T[K] };

/**
 * camelCase keys to snake_case (`jobDescription` → `job_description`); keys left undefined are
 * dropped so a PATCH sends only what changed. Values are kept as they are (null included).
 */
export function toSnakeCaseFields<T extends object>(fields: T): SnakeCaseFields<T> {
  const answer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    answer[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value;
  }
  return answer as SnakeCaseFields<T>;
}

/** The answer of a generation: the new texts (newest first) and the saved letter. */
export type GenerationResult = CoverLetterGeneration;

/**
 * POST /api/pdf/cover-letter and /api/download/cover-letter (shared/contracts/pdf.ts), with the
 * design picked from the catalogue; `index` picks the text (0 = newest).
 */
export interface CoverLetterPdfRequest {
  id: number;
  template: string;
  props: PdfProps;
  index?: number;
}

const json = (method: "POST" | "PATCH" | "DELETE", body: unknown) => ({ method, body }) as const;

export const coverLetterApi = {
  list: () => api<CoverLetter[]>("/api/entity?entity=cover_letters"),
  /** One page (50) of the list, newest first; `cursor` is the page before's nextCursor. */
  listPage: (cursor?: string) =>
    api<Page<CoverLetter>>(`/api/entity?entity=cover_letters&${pageQuery(cursor).slice(1)}`),
  item: (id: number) => api<CoverLetter>(`/api/cover-letter/item?id=${id}`),
  create: (fields: CoverLetterChanges = {}) =>
    api<CoverLetter>(
      "/api/cover-letter/create",
      json("POST", toSnakeCaseFields(fields) satisfies CreateCoverLetterRequest),
    ),
  update: (id: number, changes: CoverLetterChanges) =>
    api<CoverLetter>(
      "/api/entity",
      json("PATCH", {
        type: "cover_letters",
        id,
        ...toSnakeCaseFields(changes),
      } satisfies UpdateEntityRequest),
    ),
  remove: (id: number) => api<OkAnswer>("/api/entity", json("DELETE", { type: "cover_letters", id })),
  /**
   * Writes a new text (streamed progress). Throws the server's ApiError (402 with a `reason`,
   * 429, 502 `ai_failed`, 504 `ai_timeout`) so the caller decides what the user sees (spec §8).
   */
  generate: (id: number, changes: GenerationChanges, onProgress: ProgressHandler, signal?: AbortSignal) =>
    streamGeneration<GenerationResult>(
      "/api/cover-letter/generate",
      { id, ...toSnakeCaseFields(changes) } satisfies GenerateCoverLetterRequest,
      onProgress,
      signal,
    ),
  /** The letter as it will print (watermarked without a paid plan). */
  preview: (request: CoverLetterPdfRequest, signal?: AbortSignal) =>
    postForBlob("/api/pdf/cover-letter", request, signal),
  /** The PDF (the web saves it under the person's name, lib/download-name.ts); 402 (reason cvPdfDownload) without a paid plan. */
  download: (request: CoverLetterPdfRequest) => postForBlob("/api/download/cover-letter", request),
  /** One text (0 = newest) as a Word file; 402 (reason cvPdfDownload) without a paid plan. */
  docx: (request: CoverLetterDocxRequest) => postForBlob("/api/download/cover-letter-docx", request),
};
