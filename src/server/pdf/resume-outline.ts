import { DEFAULT_DATE_FORMAT } from "../../shared/date-display.ts";
import { printedHeadline } from "../../shared/headline.ts";
import type { LinkRow, ResumeDocument } from "../../shared/resume.ts";
import { arrangeSections, type ResumeLayout } from "../../shared/resume-layout.ts";
import { SECTION_HEADINGS } from "../../shared/resume-sections.ts";
import {
  type ContactItem,
  certificateEntries,
  type Entry,
  educationEntries,
  experienceEntries,
  extraSectionEntries,
  headerContacts,
  languageLines,
  MAIN_ORDER,
  paragraphs,
  projectEntries,
  type SectionId,
  type SkillLine,
  sectionLinkRows,
  skillLines,
} from "./resume-content.ts";

// The resume as format-neutral content, declared once: its header, and its sections with their
// headings and entries in print order, the layout's order and hidden sections applied and its
// dates in the layout's format. The PDF designs (templates/sections.ts), the Word file, the plain
// text and the share page all print this outline, so they carry the same content, order,
// sections and header (issue 34 point 1, docs/decisions/034-word-matches-pdf.md); they differ
// only in how they style it, and the PDF's two-column designs in which column a section goes.

export type OutlineSection =
  | { id: SectionId; heading: string; kind: "paragraphs"; lines: string[] }
  | { id: SectionId; heading: string; kind: "lines"; lines: string[] }
  | { id: SectionId; heading: string; kind: "skills"; skills: SkillLine[] }
  | { id: SectionId; heading: string; kind: "entries"; entries: Entry[] }
  | { id: SectionId; heading: string; kind: "links"; links: LinkRow[] };

export interface ResumeOutline {
  fullName: string;
  role: string;
  /** Email, phone, address, LinkedIn and portfolio, in that order (resume-content.ts headerContacts). */
  contact: ContactItem[];
  /** The sections with content, in the layout's order (or the default one), hidden ones left out. */
  sections: OutlineSection[];
  layout: ResumeLayout | undefined;
}

/** Every section with content, in the default order, before the layout hides or moves any. */
function allSections(doc: ResumeDocument, layout: ResumeLayout | undefined): OutlineSection[] {
  const format = layout?.dateFormat ?? DEFAULT_DATE_FORMAT;
  const heading = (id: SectionId) => SECTION_HEADINGS[id];
  const extras = extraSectionEntries(doc, format);
  const extraSections = (key: "licenses" | "extras"): OutlineSection[] =>
    extras
      .filter((extra) => extra.key === key)
      .map((extra) => ({ id: key, heading: extra.heading, kind: "entries", entries: extra.entries }));
  const build: Record<SectionId, () => OutlineSection | OutlineSection[]> = {
    summary: () => ({
      id: "summary",
      heading: heading("summary"),
      kind: "paragraphs",
      lines: paragraphs(doc.summary),
    }),
    experience: () => ({
      id: "experience",
      heading: heading("experience"),
      kind: "entries",
      entries: experienceEntries(doc, format),
    }),
    education: () => ({
      id: "education",
      heading: heading("education"),
      kind: "entries",
      entries: educationEntries(doc, format),
    }),
    projects: () => ({
      id: "projects",
      heading: heading("projects"),
      kind: "entries",
      entries: projectEntries(doc, format),
    }),
    certificates: () => ({
      id: "certificates",
      heading: heading("certificates"),
      kind: "entries",
      entries: certificateEntries(doc, format),
    }),
    licenses: () => extraSections("licenses"),
    skills: () => ({ id: "skills", heading: heading("skills"), kind: "skills", skills: skillLines(doc) }),
    languages: () => ({
      id: "languages",
      heading: heading("languages"),
      kind: "lines",
      lines: languageLines(doc),
    }),
    links: () => ({ id: "links", heading: heading("links"), kind: "links", links: sectionLinkRows(doc) }),
    interests: () => ({
      id: "interests",
      heading: heading("interests"),
      kind: "paragraphs",
      lines: paragraphs(doc.hobbies),
    }),
    extras: () => extraSections("extras"),
  };
  return MAIN_ORDER.flatMap((id) => build[id]()).filter((section) => !isEmpty(section));
}

function isEmpty(section: OutlineSection): boolean {
  if (section.kind === "skills") return section.skills.length === 0;
  if (section.kind === "entries") return section.entries.length === 0;
  if (section.kind === "links") return section.links.length === 0;
  return section.lines.length === 0;
}

/** `sections` of the ids `ids` (a design's column, in its own order), as the layout orders and hides them. */
function arranged(sections: OutlineSection[], ids: readonly SectionId[], layout: ResumeLayout | undefined) {
  return arrangeSections(ids, layout).flatMap((id) => sections.filter((section) => section.id === id));
}

/** The resume as it prints, with `layout` (absent: every default). */
export function resumeOutline(doc: ResumeDocument, layout?: ResumeLayout): ResumeOutline {
  return {
    // The person's name only: the resume's own name ("Nursing resume") is no one's.
    fullName: doc.full_name.trim(),
    role: printedHeadline(doc),
    contact: headerContacts(doc),
    sections: arranged(allSections(doc, layout), MAIN_ORDER, layout),
    layout,
  };
}

/**
 * The outline's sections among `ids` (one column of a design, in the design's order): in the
 * user's order when they chose one, else in the design's.
 */
export const columnSections = (outline: ResumeOutline, ids: readonly SectionId[]): OutlineSection[] =>
  arranged(outline.sections, ids, outline.layout);

/** An entry's second line: where, then when, as the PDF prints it. */
export function entryMeta(entry: Entry): string {
  return [entry.subtitle, entry.dates].filter(Boolean).join(" | ");
}
