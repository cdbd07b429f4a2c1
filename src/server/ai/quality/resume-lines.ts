import type { ResumeDocument } from "../../../shared/resume.ts";
import { readLines } from "../offline/bullet-lines.ts";
import type { FieldTarget, QualityLine } from "./quality-types.ts";

// The lines the quality check reads: the free-text fields of every row (experience
// responsibilities, project and certificate descriptions, education achievements) and the
// summary. Each keeps its index in the stored text, so "Go to" can select it.

function fieldLines(
  text: string,
  target: Omit<FieldTarget, "line">,
  place: string,
  role?: QualityLine["role"],
): QualityLine[] {
  const raw = text.split(/\r?\n/);
  // readLines drops blank lines and keeps the order: pair its answers with the non-blank indexes.
  const indexes = raw.flatMap((line, index) => (line.trim() ? [index] : []));
  const read = readLines(text);
  // One unmarked line is still the row's only bullet ("Managed the night shift.").
  const single = read.length === 1 && read[0] !== undefined && read[0].text.length < 300;
  return read.map((line, position) => ({
    text: line.text,
    bullet: line.bullet || single,
    field: { ...target, line: indexes[position] ?? position },
    place,
    role,
  }));
}

const joinPlace = (...parts: string[]) => parts.filter((part) => part.trim()).join(" at ");

export function resumeLines(doc: ResumeDocument): QualityLine[] {
  const lines: QualityLine[] = [];
  for (const row of doc.experiences) {
    const ended = !row.still_working && row.end_date.trim() !== "";
    const target = {
      step: "Experience",
      kind: "experiences",
      rowId: row.id,
      name: "responsibilities",
    } as const;
    const role = { key: `experience:${row.id}`, ended };
    lines.push(...fieldLines(row.responsibilities, target, joinPlace(row.role, row.company), role));
  }
  for (const row of doc.projects) {
    const target = { step: "Project", kind: "projects", rowId: row.id, name: "description" } as const;
    lines.push(...fieldLines(row.description, target, row.name));
  }
  for (const row of doc.educations) {
    const target = { step: "Education", kind: "educations", rowId: row.id, name: "achievements" } as const;
    lines.push(...fieldLines(row.achievements, target, joinPlace(row.degree, row.institution_name)));
  }
  for (const row of doc.certificates) {
    const target = { step: "Certificate", kind: "certificates", rowId: row.id, name: "description" } as const;
    lines.push(...fieldLines(row.description, target, row.name));
  }
  const summary = { step: "Summary", kind: "summary", name: "summary" } as const;
  // The summary is prose: only the word checks (spelling, first person) read it.
  lines.push(...fieldLines(doc.summary, summary, "").map((line) => ({ ...line, bullet: false })));
  return lines;
}
