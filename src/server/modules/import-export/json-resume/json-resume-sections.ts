import type { ResumeDocument } from "../../../../shared/resume.ts";
import {
  type ExtraSection,
  type ExtraSectionType,
  emptySectionEntry,
  type SectionEntry,
} from "../../../../shared/resume-extras.ts";
import type { JsonResume } from "./json-resume-schema.ts";
import {
  compact,
  isOngoing,
  joinWithHighlights,
  splitHighlights,
  splitList,
  toIsoMonth,
  toMonthYear,
  toSafeLink,
} from "./json-resume-values.ts";

// JSON Resume's awards, publications, volunteer, references and interests <-> our extra
// sections (docs/decisions/006-json-resume-mapping.md). Custom sections have no JSON Resume
// twin and travel in the native format only. Nor have licences: they leave as certificates,
// their number in the name (decision 034), and come back as certificates.

type Text = string | number | null | undefined;
const s = (value: Text) => (value == null ? "" : String(value).trim());

/** JSON Resume's awards, publications, volunteering and references, each an extra section. */
export function sectionsFromJsonResume(resume: JsonResume): ExtraSection[] {
  const section = (type: ExtraSection["type"], entries: SectionEntry[]): ExtraSection[] =>
    entries.length ? [{ type, title: "", entries }] : [];
  const entry = (fields: Partial<SectionEntry>): SectionEntry => ({ ...emptySectionEntry(), ...fields });
  return [
    ...section(
      "awards",
      (resume.awards ?? []).map((award) =>
        entry({
          title: s(award.title),
          subtitle: s(award.awarder),
          start_date: toMonthYear(award.date),
          description: s(award.summary),
        }),
      ),
    ),
    ...section(
      "publications",
      (resume.publications ?? []).map((paper) =>
        entry({
          title: s(paper.name),
          subtitle: s(paper.publisher),
          start_date: toMonthYear(paper.releaseDate),
          url: toSafeLink(paper.url),
          description: s(paper.summary),
        }),
      ),
    ),
    ...section(
      "volunteering",
      (resume.volunteer ?? []).map((role) =>
        entry({
          title: s(role.position),
          subtitle: s(role.organization),
          start_date: toMonthYear(role.startDate),
          end_date: isOngoing(role.endDate) ? "" : toMonthYear(role.endDate),
          url: toSafeLink(role.url),
          description: joinWithHighlights(s(role.summary), role.highlights ?? []),
        }),
      ),
    ),
    ...section(
      "references",
      (resume.references ?? []).map((referee) =>
        entry({ title: s(referee.name), description: s(referee.reference) }),
      ),
    ),
  ];
}

/** The entries of every section of `type`, in the user's order. */
function entriesOf(doc: ResumeDocument, type: ExtraSectionType): SectionEntry[] {
  return doc.sections.filter((section) => section.type === type).flatMap((section) => section.entries);
}

/**
 * Licences as JSON Resume certificates, the nearest it has: the name with the licence's number
 * ("Registered Nurse (RN), License No. 884512", so every theme prints it), the issuing board or
 * state as the issuer, the issue date as the date. JSON Resume has no expiry: the native format
 * keeps it.
 */
export function licencesToJsonResume(doc: ResumeDocument) {
  return entriesOf(doc, "licenses").map((row) =>
    compact({
      name: [row.title.trim(), row.number?.trim() ? `License No. ${row.number.trim()}` : ""]
        .filter(Boolean)
        .join(", "),
      issuer: row.subtitle,
      date: toIsoMonth(row.start_date),
      url: row.url,
    }),
  );
}

/** The extra sections as JSON Resume lists (awards before the certificates that leave as awards). */
export function sectionsToJsonResume(doc: ResumeDocument) {
  return {
    awards: entriesOf(doc, "awards").map((row) =>
      compact({
        title: row.title,
        awarder: row.subtitle,
        date: toIsoMonth(row.start_date),
        summary: row.description,
      }),
    ),
    publications: entriesOf(doc, "publications").map((row) =>
      compact({
        name: row.title,
        publisher: row.subtitle,
        releaseDate: toIsoMonth(row.start_date),
        url: row.url,
        summary: row.description,
      }),
    ),
    volunteer: entriesOf(doc, "volunteering").map((row) => {
      const { text, highlights } = splitHighlights(row.description);
      return compact({
        organization: row.subtitle,
        position: row.title,
        url: row.url,
        startDate: toIsoMonth(row.start_date),
        endDate: toIsoMonth(row.end_date),
        summary: text,
        highlights,
      });
    }),
    references: entriesOf(doc, "references").map((row) =>
      compact({ name: row.title, reference: row.description }),
    ),
    interests: entriesOf(doc, "interests").map((row) =>
      compact({ name: row.title, keywords: splitList(row.description) }),
    ),
  };
}
