import type { ResumeDocument } from "../../shared/resume.ts";
import { cleanLanguages, cleanLinks, isSafeLink } from "../../shared/resume.ts";
import { isFilledEntry, sectionTitle } from "../../shared/resume-extras.ts";
import { type SectionKey, sectionKeys } from "../../shared/resume-layout.ts";
import { filledSkillGroups } from "../../shared/skill-groups.ts";

// What a resume prints, independent of any renderer: the sections in their one reading order,
// their headings and each entry's text. The PDF designs, DOCX and plain text all print from
// here, so the formats cannot drift apart, and the exports need not load react-pdf.

// The standard sections in the one reading order every template uses. A template chooses
// which of them go in its main column and styles them.

// The section keys live in shared/resume-layout.ts, where the layout (order, hidden) names them.
export type SectionId = SectionKey;

export const MAIN_ORDER: SectionId[] = [...sectionKeys];

export interface Entry {
  title: string;
  subtitle: string;
  dates: string;
  lines: string[];
  link?: string;
}

/** The standard section headings ATS parsers look for. */
const HEADINGS = {
  summary: "Summary",
  experience: "Experience",
  education: "Education",
  projects: "Projects",
  certificates: "Certificates",
  skills: "Skills",
  languages: "Languages",
  links: "Links",
} as const;

function dateRange(start: string, end: string, current = false): string {
  const until = current ? "Present" : end;
  if (start && until) return `${start} – ${until}`;
  return start || until;
}

/** A long text as its paragraphs (one per line), leading bullet marks removed. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s+/, "").trim())
    .filter(Boolean);
}

const joined = (...parts: string[]) => parts.filter((part) => part.trim()).join(", ");

export function experienceEntries(doc: ResumeDocument): Entry[] {
  return doc.experiences.map((row) => ({
    title: row.role,
    subtitle: joined(row.company, row.company_address),
    dates: dateRange(row.start_date, row.end_date, row.still_working),
    lines: paragraphs(row.responsibilities),
  }));
}
export function educationEntries(doc: ResumeDocument): Entry[] {
  return doc.educations.map((row) => ({
    title: joined(row.degree, row.field_of_study) || row.institution_name,
    subtitle: row.degree || row.field_of_study ? row.institution_name : "",
    dates: dateRange(row.start_date, row.end_date),
    lines: paragraphs(row.achievements),
  }));
}
export function projectEntries(doc: ResumeDocument): Entry[] {
  return doc.projects.map((row) => ({
    title: row.name,
    subtitle: joined(row.organization, row.technologies),
    dates: dateRange(row.start_date, row.end_date),
    lines: paragraphs(row.description),
    link: row.url && isSafeLink(row.url) ? row.url : undefined,
  }));
}
export function certificateEntries(doc: ResumeDocument): Entry[] {
  return doc.certificates.map((row) => ({
    title: row.name,
    subtitle: row.issuing_institution,
    dates: row.date_issued,
    lines: paragraphs(row.description),
  }));
}

/** A skill group as one printed line: "Languages: Python, R", or just the skills when unnamed. */
export interface SkillLine {
  label: string;
  skills: string;
}
export function skillLines(doc: Pick<ResumeDocument, "skills">): SkillLine[] {
  return filledSkillGroups(doc.skills).map((group) => ({
    label: group.name,
    skills: group.keywords.join(", "),
  }));
}
export const skillLineText = (line: SkillLine) =>
  line.label ? `${line.label}: ${line.skills}` : line.skills;

/** Each extra section with entries, under its heading (the user's title or its type's). */
export function extraSectionEntries(
  doc: Pick<ResumeDocument, "sections">,
): { heading: string; entries: Entry[] }[] {
  return doc.sections
    .map((section) => ({
      heading: sectionTitle(section),
      entries: section.entries.filter(isFilledEntry).map((entry) => ({
        title: entry.title,
        subtitle: entry.subtitle,
        dates: dateRange(entry.start_date, entry.end_date),
        lines: paragraphs(entry.description),
        link: entry.url && isSafeLink(entry.url) ? entry.url : undefined,
      })),
    }))
    .filter((section) => section.entries.length > 0);
}

/** One item of a header's contact line; `href` makes it a clickable link. */
export interface ContactItem {
  text: string;
  href?: string;
}

/**
 * Past this many characters a contact (a profile URL, a long email) gets a line of its own: in a
 * row with the others it would be wrapped, and a URL or an address cut in two is one a parser or
 * a recruiter cannot use (issue 16: "linkedin.com/in/daniela-" printed with a hyphen).
 */
const LONG_CONTACT_CHARACTERS = 40;

/** The short contacts (for one line or a row) and the long ones (one line each), in their order. */
export function splitContacts(contact: ContactItem[]): { short: ContactItem[]; long: ContactItem[] } {
  const long = contact.filter((item) => [...item.text].length > LONG_CONTACT_CHARACTERS);
  return { short: contact.filter((item) => !long.includes(item)), long };
}

export function contactItems(doc: Pick<ResumeDocument, "email" | "phone" | "address">): ContactItem[] {
  const items: ContactItem[] = [];
  if (doc.email) items.push({ text: doc.email, href: `mailto:${doc.email}` });
  if (doc.phone) items.push({ text: doc.phone });
  if (doc.address) items.push({ text: doc.address });
  return items;
}
export const languageLines = (doc: ResumeDocument) =>
  cleanLanguages(doc.languages).map((row) => `${row.language} – ${row.level}`);
export const linkRows = (doc: Pick<ResumeDocument, "links">) =>
  cleanLinks(doc.links).filter((row) => isSafeLink(row.link));

/** Each section's heading, as ATS parsers expect it. */
export const SECTION_HEADINGS: Record<SectionId, string> = {
  ...HEADINGS,
  interests: "Interests",
  // Never printed: each extra section prints under its own heading (extraSectionEntries).
  extras: "Additional sections",
};
