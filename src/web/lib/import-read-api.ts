import type { ReadDocumentAnswer } from "../../shared/resume-draft";
import { ApiError, api, errorFrom, NETWORK_MESSAGE } from "./api-client";

// POST /api/cv/import/read: a document (PDF, Word, LinkedIn export) or pasted text read into a
// resume draft to review. Nothing is created by it; the review creates through importDraft.

const READ_PATH = "/api/cv/import/read";

/** Sends the file as multipart form data (field "file"), which the JSON client does not send. */
export async function readResumeFile(file: File): Promise<ReadDocumentAnswer> {
  const form = new FormData();
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch(READ_PATH, { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network", NETWORK_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as ReadDocumentAnswer;
}

export function readResumeText(text: string): Promise<ReadDocumentAnswer> {
  return api<ReadDocumentAnswer>(READ_PATH, { method: "POST", body: { text } });
}
