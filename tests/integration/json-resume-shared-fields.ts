import {
  profileUrl,
  toMonthYear,
  toSafeLink,
} from "../../src/server/modules/import-export/json-resume/json-resume-values.ts";

// The fields a JSON Resume and our document both hold (docs/decisions/006), read the same way
// from the file a user imports and from the file we export, so a round trip can be compared
// field by field. Left out on purpose, because the document has no place for them: a skill's
// level, a project's roles and type, an education's URL, basics.image, the parts of a location
// (the document keeps one address line, compared as such), and dates given as a year only
// (the document's dates are MM/YYYY; the import report names them).

type Json = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const strings = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
/** A date at the document's precision: "2013-12-01" and "2013-12" are both "12/2013". */
const month = (value: unknown) => toMonthYear(text(value));
const link = (value: unknown) => toSafeLink(text(value));
/** Prose and its highlights, as one list of lines (the document keeps them in one text). */
const prose = (summary: unknown, highlights: unknown) => [
  ...text(summary)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
  ...strings(highlights),
];

export function sharedFields(resume: Json) {
  const basics = (resume.basics ?? {}) as Json;
  const place = (basics.location ?? {}) as Json;
  return {
    name: text(basics.name),
    label: text(basics.label),
    email: text(basics.email),
    phone: text(basics.phone),
    url: link(basics.url),
    summary: text(basics.summary),
    address: ["address", "city", "region", "postalCode", "countryCode"]
      .map((key) => text(place[key]))
      .filter(Boolean)
      .join(", "),
    profiles: list(basics.profiles)
      // A profile without a URL gets its network's profile page, as the import builds it.
      .map((row) => ({
        network: text(row.network),
        url: link(row.url) || profileUrl(text(row.network), text(row.username)),
      }))
      .filter((row) => row.url),
    work: list(resume.work).map((row) => ({
      name: text(row.name) || text(row.company),
      position: text(row.position),
      location: text(row.location),
      start: month(row.startDate),
      end: month(row.endDate),
      text: prose(row.summary, row.highlights),
    })),
    volunteer: list(resume.volunteer).map((row) => ({
      organization: text(row.organization),
      position: text(row.position),
      url: link(row.url),
      start: month(row.startDate),
      end: month(row.endDate),
      text: prose(row.summary, row.highlights),
    })),
    education: list(resume.education).map((row) => ({
      institution: text(row.institution),
      area: text(row.area),
      studyType: text(row.studyType),
      start: month(row.startDate),
      end: month(row.endDate),
      score: text(row.score) || text(row.gpa),
      courses: strings(row.courses),
    })),
    awards: list(resume.awards).map((row) => ({
      title: text(row.title),
      awarder: text(row.awarder),
      date: month(row.date),
      summary: text(row.summary),
    })),
    certificates: list(resume.certificates).map((row) => ({
      name: text(row.name),
      issuer: text(row.issuer),
      date: month(row.date),
      url: link(row.url),
    })),
    publications: list(resume.publications).map((row) => ({
      name: text(row.name),
      publisher: text(row.publisher),
      date: month(row.releaseDate),
      url: link(row.url),
      summary: text(row.summary),
    })),
    skills: list(resume.skills).map((row) => ({ name: text(row.name), keywords: strings(row.keywords) })),
    languages: list(resume.languages).map((row) => ({
      language: text(row.language),
      fluency: text(row.fluency),
    })),
    interests: list(resume.interests).map((row) => ({
      name: text(row.name),
      keywords: strings(row.keywords),
    })),
    references: list(resume.references).map((row) => ({
      name: text(row.name),
      reference: text(row.reference),
    })),
    projects: list(resume.projects).map((row) => ({
      name: text(row.name),
      entity: text(row.entity),
      url: link(row.url),
      start: month(row.startDate),
      end: month(row.endDate),
      keywords: strings(row.keywords),
      text: prose(row.description, row.highlights),
    })),
  };
}
