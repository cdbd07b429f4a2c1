import type { ImportFormat } from "../../../shared/contracts/import-export.ts";
import { trimChars, trimEndChars } from "../../../shared/linear-text.ts";
import type { Database } from "../../db/client.ts";
import { getResume } from "../resumes/get-resume.ts";
import { toJsonResume } from "./json-resume/json-resume.ts";
import { toNativeResume } from "./native-format.ts";

export interface ExportResumeOptions {
  db: Database;
  userId: string;
  id: number;
  format: ImportFormat;
}

/** One of the user's resumes as a file to download (404 for a missing or another user's id). */
export async function exportResume({ db, userId, id, format }: ExportResumeOptions) {
  const doc = await getResume({ db, userId, id });
  const base = safeFileName(doc.name);
  return format === "native"
    ? { fileName: `${base}.resume-builder.json`, content: toNativeResume(doc) }
    : { fileName: `${base}.resume.json`, content: toJsonResume(doc) };
}

/**
 * A file name that is safe in a Content-Disposition header and on every file system: ASCII
 * letters, digits and dashes only (accents are dropped to their base letter), never empty.
 */
function safeFileName(name: string): string {
  const dashed = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const slug = trimEndChars(trimChars(dashed, "-").slice(0, 60), "-");
  return slug || "resume";
}
