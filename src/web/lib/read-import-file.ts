import type { ImportFormat } from "../../shared/contracts/import-export";

// The import picks its format from the file itself: our own export says
// `format: "resume-builder"`, a JSON Resume has `basics`. Anything else is refused here,
// with a message, before it reaches the server.

const NATIVE_FORMAT = "resume-builder";
/** The server refuses request bodies over 1 MB (docs/api.md). */
const MAX_IMPORT_BYTES = 1_000_000;

export type ImportReading =
  | { ok: true; format: ImportFormat; data: unknown }
  | { ok: false; message: string };

export const NOT_JSON_MESSAGE =
  "This file is not valid JSON. Choose a JSON Resume file or a file exported from Resume Builder.";
export const UNKNOWN_FORMAT_MESSAGE =
  'This file is neither a JSON Resume (it has no "basics") nor a file exported from Resume Builder.';
export const TOO_LARGE_MESSAGE = "This file is larger than 1 MB. A resume file is much smaller.";

export function readImportText(text: string): ImportReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_JSON_MESSAGE };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return { ok: false, message: UNKNOWN_FORMAT_MESSAGE };
  }
  if ((data as { format?: unknown }).format === NATIVE_FORMAT) return { ok: true, format: "native", data };
  if ("basics" in data) return { ok: true, format: "json-resume", data };
  return { ok: false, message: UNKNOWN_FORMAT_MESSAGE };
}

export async function readImportFile(file: Pick<File, "size" | "text">): Promise<ImportReading> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: TOO_LARGE_MESSAGE };
  return readImportText(await file.text());
}
