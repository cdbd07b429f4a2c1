import type { ResumeDocument } from "../../../shared/resume.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import { contactLines, skillLineText } from "../../pdf/resume-content.ts";
import { entryMeta, type OutlineSection, resumeOutline } from "../../pdf/resume-outline.ts";

// The resume as plain text for pasting into application forms: the PDF's outline
// (pdf/resume-outline.ts) with headings in capitals followed by a blank line, one item per line,
// an entry's dates on the same line as its role, and no markdown or bullet marks (forms show
// them literally).

function sectionBody(section: OutlineSection): string[] {
  switch (section.kind) {
    case "paragraphs":
    case "lines":
      return section.lines;
    case "skills":
      return section.skills.map(skillLineText);
    case "links":
      return section.links.map((row) => `${row.label}: ${row.link}`);
    case "entries":
      return section.entries.flatMap((entry, i) => [
        ...(i > 0 ? [""] : []),
        [entry.title, entryMeta(entry)].filter(Boolean).join(" | "),
        ...(entry.link ? [entry.link] : []),
        ...entry.lines,
      ]);
  }
}

/** The plain text of a resume as its layout prints it (order, hidden sections, dates). */
export function resumeToText(doc: ResumeDocument, layout?: ResumeLayout): string {
  const outline = resumeOutline(doc, layout);
  const contact = contactLines(outline.contact).map((line) => line.map((item) => item.text).join(" | "));
  const top = [outline.fullName, outline.role, ...contact].filter(Boolean);
  const sections = outline.sections.map((section) => [
    section.heading.toUpperCase(),
    "",
    ...sectionBody(section),
  ]);
  const blocks = [top, ...sections].filter((block) => block.length > 0);
  return `${blocks.map((block) => block.join("\n")).join("\n\n")}\n`;
}
