import type { ResumeDocument } from "../../../shared/resume.ts";
import { entryMeta, type OutlineSection, resumeOutline } from "./resume-outline.ts";

// The resume as plain text for pasting into application forms: headings in capitals followed
// by a blank line, one item per line, an entry's dates on the same line as its role, and no
// markdown or bullet marks (forms show them literally).

function sectionLines(section: OutlineSection): string[] {
  const heading = [section.heading.toUpperCase(), ""];
  if (section.kind === "lines") return [...heading, ...section.lines];
  if (section.kind === "links")
    return [...heading, ...section.links.map((row) => `${row.label}: ${row.link}`)];
  return [
    ...heading,
    ...section.entries.flatMap((entry, i) => [
      ...(i > 0 ? [""] : []),
      [entry.title, entryMeta(entry)].filter(Boolean).join(" | "),
      ...(entry.link ? [entry.link] : []),
      ...entry.lines,
    ]),
  ];
}

export function resumeToText(doc: ResumeDocument): string {
  const outline = resumeOutline(doc);
  const top = [outline.fullName, outline.role, outline.contact.map((item) => item.text).join(" | ")].filter(
    Boolean,
  );
  const blocks = [top, ...outline.sections.map(sectionLines)].filter((block) => block.length > 0);
  return `${blocks.map((block) => block.join("\n")).join("\n\n")}\n`;
}
