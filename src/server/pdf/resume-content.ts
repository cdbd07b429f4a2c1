import { type DateFormat, DEFAULT_DATE_FORMAT, displayDate } from "../../shared/date-display.ts";
import { headerLinks, shownLink } from "../../shared/header-links.ts";
import type { LinkRow, ResumeDocument } from "../../shared/resume.ts";
import { cleanLanguages, cleanLinks, isSafeLink } from "../../shared/resume.ts";
import { isFilledEntry, type SectionEntry, sectionTitle } from "../../shared/resume-extras.ts";
import { type SectionKey, sectionKeys } from "../../shared/resume-sections.ts";
import { filledSkillGroups } from "../../shared/skill-groups.ts";

// What a resume prints, independent of any renderer: the sections in their one reading order,
// their headings and each entry's text. The PDF designs, DOCX and plain text all print from
// here, so the formats cannot drift apart, and the exports need not load react-pdf.

// The standard sections in the one reading order every template uses. A template chooses
// which of them go in its main column and styles them.

// The sections, their order and their headings live in shared/resume-sections.ts.
export type SectionId = SectionKey;

export const MAIN_ORDER: SectionId[] = [...sectionKeys];

export interface Entry {
  title: string;
  subtitle: string;
  dates: string;
  lines: string[];
  link?: string;
}

/** "Aug 2019 – Present", "Aug 2019 – Jun 2021", or the one date given, in the resume's format. */
function dateRange(start: string, end: string, format: DateFormat, current = false): string {
  const from = displayDate(start, format);
  const until = current ? "Present" : displayDate(end, format);
  if (from && until) return `${from} – ${until}`;
  return from || until;
}

/** A long text as its paragraphs (one per line), leading bullet marks removed. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s+/, "").trim())
    .filter(Boolean);
}

const joined = (...parts: string[]) => parts.filter((part) => part.trim()).join(", ");

export function experienceEntries(doc: ResumeDocument, format: DateFormat = DEFAULT_DATE_FORMAT): Entry[] {
  return doc.experiences.map((row) => ({
    title: row.role,
    subtitle: joined(row.company, row.company_address),
    dates: dateRange(row.start_date, row.end_date, format, row.still_working),
    lines: paragraphs(row.responsibilities),
  }));
}
export function educationEntries(doc: ResumeDocument, format: DateFormat = DEFAULT_DATE_FORMAT): Entry[] {
  return doc.educations.map((row) => ({
    title: joined(row.degree, row.field_of_study) || row.institution_name,
    subtitle: row.degree || row.field_of_study ? row.institution_name : "",
    dates: dateRange(row.start_date, row.end_date, format),
    lines: paragraphs(row.achievements),
  }));
}
export function projectEntries(doc: ResumeDocument, format: DateFormat = DEFAULT_DATE_FORMAT): Entry[] {
  return doc.projects.map((row) => ({
    title: row.name,
    subtitle: joined(row.organization, row.technologies),
    dates: dateRange(row.start_date, row.end_date, format),
    lines: paragraphs(row.description),
    link: row.url && isSafeLink(row.url) ? row.url : undefined,
  }));
}
export function certificateEntries(doc: ResumeDocument, format: DateFormat = DEFAULT_DATE_FORMAT): Entry[] {
  return doc.certificates.map((row) => ({
    title: row.name,
    subtitle: row.issuing_institution,
    dates: displayDate(row.date_issued, format),
    lines: paragraphs(row.description),
  }));
}

/** A skill group as one printed line: "Languages: Python, R", or just the skills when unnamed. */
export interface SkillLine {
  label: string;
  skills: string;
}
/**
 * A line per named group, then the skills of every unnamed group on one line: unlabelled when
 * they are all the skills there are, else "Other: …" after the groups. A skill added beside named
 * groups (by hand, or by tailoring) never prints alone on a bare line among labelled ones.
 */
export function skillLines(doc: Pick<ResumeDocument, "skills">): SkillLine[] {
  const groups = filledSkillGroups(doc.skills);
  const named = groups
    .filter((group) => group.name)
    .map((group) => ({ label: group.name, skills: group.keywords.join(", ") }));
  const unnamed = [...new Set(groups.filter((group) => !group.name).flatMap((group) => group.keywords))];
  if (unnamed.length === 0) return named;
  return [...named, { label: named.length > 0 ? OTHER_SKILLS : "", skills: unnamed.join(", ") }];
}

/** The label of the skills no group names, beside groups that have one. */
const OTHER_SKILLS = "Other";
export const skillLineText = (line: SkillLine) =>
  line.label ? `${line.label}: ${line.skills}` : line.skills;

/**
 * A licence's dates say what they are: "Expires Jun 2027", "Issued Mar 2015, expires Jun 2027";
 * a bare range would read as a job's.
 */
function licenceDates(entry: SectionEntry, format: DateFormat): string {
  const issued = displayDate(entry.start_date, format);
  const expires = displayDate(entry.end_date, format);
  if (issued && expires) return `Issued ${issued}, expires ${expires}`;
  return issued ? `Issued ${issued}` : expires ? `Expires ${expires}` : "";
}

/** Where an extra section prints in the layout: licences at "licenses", the others at "extras". */
export type ExtraKey = "licenses" | "extras";

/** Each extra section with entries, under its heading (the user's title or its type's). */
export function extraSectionEntries(
  doc: Pick<ResumeDocument, "sections">,
  format: DateFormat = DEFAULT_DATE_FORMAT,
): { key: ExtraKey; heading: string; entries: Entry[] }[] {
  return doc.sections
    .map((section) => {
      const licence = section.type === "licenses";
      return {
        key: licence ? ("licenses" as const) : ("extras" as const),
        heading: sectionTitle(section),
        entries: section.entries.filter(isFilledEntry).map((entry) => ({
          title: entry.title,
          subtitle: licence
            ? joined(entry.subtitle, entry.number?.trim() ? `License No. ${entry.number.trim()}` : "")
            : entry.subtitle,
          dates: licence ? licenceDates(entry, format) : dateRange(entry.start_date, entry.end_date, format),
          lines: paragraphs(entry.description),
          link: entry.url && isSafeLink(entry.url) ? entry.url : undefined,
        })),
      };
    })
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

/**
 * The contacts as lines: the short ones that are no web link (email, phone, address) on one,
 * a long one of those alone; then the short web links (LinkedIn, portfolio) on one, a long one
 * alone. A web link never pushes an address over the line's end, where a wrap would cut it
 * ("Austin, TX / 78701"), and a long contact is never wrapped (splitContacts).
 */
export function contactLines(contact: ContactItem[]): ContactItem[][] {
  const isWeb = (item: ContactItem) => item.href !== undefined && !item.href.startsWith("mailto:");
  const linesOf = (items: ContactItem[]) => {
    const { short, long } = splitContacts(items);
    return [short, ...long.map((item) => [item])];
  };
  return [...linesOf(contact.filter((item) => !isWeb(item))), ...linesOf(contact.filter(isWeb))].filter(
    (line) => line.length > 0,
  );
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

/** The links a resume's header shows: its LinkedIn, then its portfolio (shared/header-links.ts). */
function headerLinkRows(doc: Pick<ResumeDocument, "links">): LinkRow[] {
  const { linkedin, portfolio } = headerLinks(linkRows(doc));
  return [linkedin, portfolio].filter((row): row is LinkRow => row !== undefined);
}

/** A resume's header contacts: email, phone, address, then its LinkedIn and portfolio links. */
export function headerContacts(
  doc: Pick<ResumeDocument, "email" | "phone" | "address" | "links">,
): ContactItem[] {
  const links = headerLinkRows(doc).map((row) => ({ text: shownLink(row.link), href: row.link }));
  return [...contactItems(doc), ...links];
}

/** The Links section's rows: every link the header does not already show. */
export function sectionLinkRows(doc: Pick<ResumeDocument, "links">): LinkRow[] {
  const inHeader = headerLinkRows(doc);
  return linkRows(doc).filter((row) => !inHeader.includes(row));
}
