import type { ReadDocumentAnswer } from "../../shared/resume-draft";
import { api, apiFetch } from "./api-client";

// POST /api/cv/import/read: a document (PDF, Word, LinkedIn export) or pasted text read into a
// resume draft to review. Nothing is created by it; the review creates through importDraft.

const READ_PATH = "/api/cv/import/read";

/** Sends the file as multipart form data (field "file"); not retried, like every POST. */
export async function readResumeFile(file: File): Promise<ReadDocumentAnswer> {
  const form = new FormData();
  form.append("file", file);
  const response = await apiFetch(READ_PATH, { method: "POST", body: form });
  return (await response.json()) as ReadDocumentAnswer;
}

export function readResumeText(text: string): Promise<ReadDocumentAnswer> {
  return api<ReadDocumentAnswer>(READ_PATH, { method: "POST", body: { text } });
}
