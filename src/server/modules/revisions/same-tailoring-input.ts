import type { ResumeDocument } from "../../../shared/resume.ts";

// "Finish" with nothing changed since the last generation opens that revision instead of
// writing an identical one (issue 16 §6). A revision's `source` is the Original it was written
// from, so comparing it with the Original now tells whether anything the writer reads changed.

/** Fields the writers never read: bookkeeping, the resume's own label, its photo. */
const NOT_READ = new Set<string>([
  "updated_at",
  "file_generated",
  "free_generated",
  "order",
  "name",
  "image_name",
]);

/** Whether the writer would read the same resume (and so the same role, posting and instructions). */
export function sameTailoringInput(source: ResumeDocument, current: ResumeDocument): boolean {
  return canonical(source, true) === canonical(current, true);
}

/**
 * JSON with keys sorted: a snapshot read back from jsonb does not keep the key order it was
 * written with. Top-level fields the writers do not read are left out.
 */
function canonical(value: unknown, top = false): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => item !== undefined && !(top && NOT_READ.has(key)))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
