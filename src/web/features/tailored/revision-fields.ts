import type { ResumeDocument } from "../../../shared/resume";
import { ROW_TEXT_FIELD, type RowSection } from "../../../shared/revision-changes";

// The text a writer may change in each child row, and how a row is named in the view.

export type SectionKey = RowSection;

export const textField = ROW_TEXT_FIELD;

type Row = { id: number } & Record<string, unknown>;

const rowsOf = (doc: ResumeDocument, key: SectionKey) => doc[key] as unknown as Row[];

export function textOf(doc: ResumeDocument, key: SectionKey, id: number): string {
  const row = rowsOf(doc, key).find((item) => item.id === id);
  const value = row?.[textField[key]];
  return typeof value === "string" ? value : "";
}

function rowTitle(doc: ResumeDocument, key: SectionKey, id: number): string {
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
export function rowTitles(source: ResumeDocument, document: ResumeDocument, key: SectionKey) {
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
  if (key && key in textField && id && /^\d+$/.test(id)) {
    const names: Record<SectionKey, string> = {
      experiences: "Experience",
      projects: "Project",
      educations: "Education",
      certificates: "Certificate",
    };
    return `${names[key as SectionKey]}: ${rowTitle(source, key as SectionKey, Number(id))}`;
  }
  return path;
}
