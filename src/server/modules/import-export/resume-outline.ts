import { printedHeadline } from "../../../shared/headline.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import {
  certificateEntries,
  contactItems,
  type Entry,
  educationEntries,
  experienceEntries,
  extraSectionEntries,
  languageLines,
  linkRows,
  MAIN_ORDER,
  paragraphs,
  projectEntries,
  SECTION_HEADINGS,
  type SectionId,
  skillLines,
  skillLineText,
} from "../../pdf/resume-content.ts";

// The resume as format-neutral content: the same sections, order, headings and entry text the
// PDF templates print (src/server/pdf/resume-content.ts), so DOCX and plain text never drift from the PDF.

interface OutlineLink {
  label: string;
  link: string;
}

export type OutlineSection =
  | { id: SectionId; heading: string; kind: "lines"; lines: string[] }
  | { id: SectionId; heading: string; kind: "entries"; entries: Entry[] }
  | { id: SectionId; heading: string; kind: "links"; links: OutlineLink[] };

export interface ResumeOutline {
  fullName: string;
  role: string;
  contact: { text: string; href?: string }[];
  sections: OutlineSection[];
}

export function resumeOutline(doc: ResumeDocument): ResumeOutline {
  const lines = (id: SectionId, list: string[]): OutlineSection => ({
    id,
    heading: SECTION_HEADINGS[id],
    kind: "lines",
    lines: list,
  });
  const entries = (id: SectionId, list: Entry[]): OutlineSection => ({
    id,
    heading: SECTION_HEADINGS[id],
    kind: "entries",
    entries: list,
  });
  const build: Record<SectionId, () => OutlineSection | OutlineSection[]> = {
    summary: () => lines("summary", paragraphs(doc.summary)),
    experience: () => entries("experience", experienceEntries(doc)),
    education: () => entries("education", educationEntries(doc)),
    projects: () => entries("projects", projectEntries(doc)),
    certificates: () => entries("certificates", certificateEntries(doc)),
    // A line per group, "Label: a, b", as the one-column PDF designs print them.
    skills: () => lines("skills", skillLines(doc).map(skillLineText)),
    languages: () => lines("languages", languageLines(doc)),
    links: () => ({ id: "links", heading: SECTION_HEADINGS.links, kind: "links", links: linkRows(doc) }),
    interests: () => lines("interests", paragraphs(doc.hobbies)),
    extras: () =>
      extraSectionEntries(doc).map((extra) => ({
        id: "extras" as const,
        heading: extra.heading,
        kind: "entries" as const,
        entries: extra.entries,
      })),
  };
  return {
    fullName: doc.full_name.trim() || doc.name.trim(),
    role: printedHeadline(doc),
    contact: contactItems(doc),
    sections: MAIN_ORDER.flatMap((id) => build[id]()).filter((section) => !isEmpty(section)),
  };
}

function isEmpty(section: OutlineSection): boolean {
  if (section.kind === "lines") return section.lines.length === 0;
  if (section.kind === "entries") return section.entries.length === 0;
  return section.links.length === 0;
}

/** An entry's second line: where, then when, as the PDF prints it. */
export function entryMeta(entry: Entry): string {
  return [entry.subtitle, entry.dates].filter(Boolean).join(" | ");
}
