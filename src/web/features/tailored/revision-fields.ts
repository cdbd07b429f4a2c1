import type { ResumeDocument } from "../../../shared/resume";
import { ROW_NOUNS, ROW_TEXT_FIELD, type RowType } from "../../../shared/resume-sections";

// The text a writer may change in each child row, and how a row is named in the view.

type Row = { id: number } & Record<string, unknown>;

const rowsOf = (doc: ResumeDocument, key: RowType) => doc[key] as unknown as Row[];

export function textOf(doc: ResumeDocument, key: RowType, id: number): string {
  const row = rowsOf(doc, key).find((item) => item.id === id);
  const value = row?.[ROW_TEXT_FIELD[key]];
  return typeof value === "string" ? value : "";
}

function rowTitle(doc: ResumeDocument, key: RowType, id: number): string {
  const row = rowsOf(doc, key).find((item) => item.id === id) as Record<string, string> | undefined;
  if (!row) return "Untitled";
  const parts =
    key === "experiences"
      ? [row.role, row.company].filter(Boolean).join(" at ")
      : key === "educations"
        ? [row.degree, row.institution_name].filter(Boolean).join(", ")
        : row.name;
  return parts?.trim() || "Untitled";
}

/** Every row of either document, in the revision's order, then any only the source has. */
export function rowTitles(source: ResumeDocument, document: ResumeDocument, key: RowType) {
  const ids = [...rowsOf(document, key).map((row) => row.id)];
  for (const row of rowsOf(source, key)) if (!ids.includes(row.id)) ids.push(row.id);
  return ids.map((id) => ({
    id,
    title: rowTitle(rowsOf(document, key).some((row) => row.id === id) ? document : source, key, id),
  }));
}

/** A grounding flag's path ("experiences.12.responsibilities") in words. */
export function describePath(path: string, source: ResumeDocument): string {
  const [key, id] = path.split(".");
  if (key === "summary") return "Summary";
  if (key === "skills") return "Skills";
  if (key && key in ROW_TEXT_FIELD && id && /^\d+$/.test(id)) {
    return `${ROW_NOUNS[key as RowType]}: ${rowTitle(source, key as RowType, Number(id))}`;
  }
  return path;
}
