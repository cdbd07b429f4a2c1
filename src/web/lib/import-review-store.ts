import type { ReadDocumentAnswer } from "../../shared/resume-draft";

// A document read for import waits here, in this tab's sessionStorage, between the read
// (POST /api/cv/import/read, on the resume list or the dashboard) and "Create resume" on the
// review screen: a reload keeps it and the user's edits, closing the tab drops it, and nothing
// is stored on the server until the user creates the resume. It is tied to the user who read
// it, so another account signed in later in the same tab never sees it.

export const IMPORT_REVIEW_KEY = "resumeImportReview";

/** What the review screen edits: the read answer, as the user has changed it so far. */
export interface ImportReview extends ReadDocumentAnswer {
  /** The file's name, or absent for pasted text. */
  fileName?: string;
  userId: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the review then lasts until the page is left.
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** A stored review of `userId`, or undefined when there is none (or it is not one we wrote). */
export function loadImportReview(userId: string): ImportReview | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(IMPORT_REVIEW_KEY) ?? "null");
  } catch {
    return undefined;
  }
  if (!isObject(value) || value.userId !== userId) return undefined;
  const { resume, sourceText, lowConfidence, unplaced } = value;
  if (!isObject(resume) || !isObject(resume.basics) || typeof sourceText !== "string") return undefined;
  if (!isStringList(lowConfidence) || !isStringList(unplaced)) return undefined;
  return value as unknown as ImportReview;
}

/** Keeps the review; false when the browser would not store it (full or blocked). */
export function saveImportReview(review: ImportReview): boolean {
  try {
    const store = storage();
    store?.setItem(IMPORT_REVIEW_KEY, JSON.stringify(review));
    return store !== undefined;
  } catch {
    return false;
  }
}

export function clearImportReview(): void {
  try {
    storage()?.removeItem(IMPORT_REVIEW_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
