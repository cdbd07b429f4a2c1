import { z } from "zod";
import { LONG, MAX_LINK, MAX_ROWS, SHORT } from "./field-formats.ts";
import { ENTRY_TEXT } from "./resume-extras.ts";
import { MAX_GROUP_KEYWORDS } from "./skill-groups.ts";

// A resume read from a document (PDF, Word, LinkedIn export, pasted text): the one shape of the
// draft. The reader answers it (POST /api/cv/import/read), a model's reading is checked against
// it (server/ai/reading/draft-reply.ts), the review screen edits it, and POST /api/cv/import/draft
// creates the resume from it. Its keys are JSON Resume's (https://jsonresume.org/schema), so the
// JSON Resume import's mapping serves both; only the fields that mapping keeps are named.
// Each value is bounded by the resume field it lands in (resume.ts, resume-extras.ts), so what
// passes here fits the resume: a reading is cut to these bounds, never refused for them.
// Dates are "YYYY", "YYYY-MM" or "YYYY-MM-DD"; a missing endDate on a job means "Present".

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString("en-US")} characters.`);
/** One line: a name, a title, a date, a contact. */
const line = text(SHORT).optional();
/** A link; the import adds https:// to a bare address and leaves out an unsafe one. */
const link = text(MAX_LINK).optional();
/** Prose that lands in a resume's own long fields (a job's description, the summary). */
const prose = text(LONG).optional();
/** Prose that lands in an extra section's entry (an award, a reference, volunteering). */
const entryProse = text(ENTRY_TEXT).optional();
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `Use at most ${max} entries.`).optional();
const rows = <T extends z.ZodRawShape>(shape: T, max = MAX_ROWS) => list(z.strictObject(shape), max);
/** Bullets and courses: each a line of prose, joined into the entry's text. */
const bullets = (each: z.ZodString) => list(each, MAX_ROWS);
/** Skills, technologies, an interest's details: a skill group's keywords. */
const keywords = list(text(SHORT), MAX_GROUP_KEYWORDS);
const dated = { startDate: line, endDate: line };

const location = z.strictObject({
  address: line,
  city: line,
  region: line,
  countryCode: line,
  postalCode: line,
});

const basics = z.strictObject({
  name: line,
  label: line,
  email: line,
  phone: line,
  url: link,
  summary: prose,
  location: location.optional(),
  profiles: rows({ network: line, username: line, url: link }),
});

export const resumeDraftSchema = z.strictObject({
  basics,
  work: rows({
    name: line,
    position: line,
    location: line,
    ...dated,
    summary: prose,
    highlights: bullets(text(LONG)),
  }),
  volunteer: rows(
    {
      organization: line,
      position: line,
      ...dated,
      summary: entryProse,
      highlights: bullets(text(ENTRY_TEXT)),
    },
    MAX_ROWS,
  ),
  education: rows({
    institution: line,
    area: line,
    studyType: line,
    ...dated,
    score: line,
    courses: bullets(text(LONG)),
  }),
  awards: rows({ title: line, date: line, awarder: line, summary: entryProse }, MAX_ROWS),
  certificates: rows({ name: line, date: line, issuer: line, url: link }),
  publications: rows(
    { name: line, publisher: line, releaseDate: line, url: link, summary: entryProse },
    MAX_ROWS,
  ),
  // A skill without keywords joins the unnamed group, which holds a group's keywords at most.
  skills: rows({ name: line, keywords }, MAX_GROUP_KEYWORDS),
  languages: rows({ language: line, fluency: line }),
  interests: rows({ name: line, keywords }, MAX_ROWS),
  references: rows({ name: line, reference: entryProse }, MAX_ROWS),
  projects: rows({
    name: line,
    description: prose,
    highlights: bullets(text(LONG)),
    keywords,
    ...dated,
    url: link,
    entity: line,
  }),
});

export type ResumeDraft = z.infer<typeof resumeDraftSchema>;
type Row<K extends Exclude<keyof ResumeDraft, "basics">> = NonNullable<ResumeDraft[K]>[number];
export type DraftBasics = ResumeDraft["basics"];
export type DraftLocation = NonNullable<DraftBasics["location"]>;
export type DraftProfile = NonNullable<DraftBasics["profiles"]>[number];
export type DraftWork = Row<"work">;
export type DraftVolunteer = Row<"volunteer">;
export type DraftEducation = Row<"education">;
export type DraftProject = Row<"projects">;

/**
 * ["work", 0, "startDate"] -> "work[0].startDate": how a draft's places are written (the read's
 * lowConfidence, the review's fields, an import's messages).
 */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, "");
}

/** Where a document came from: the reader that turned it into lines or fields. */
type DocumentSource = "pdf" | "docx" | "linkedin" | "text";

/** POST /api/cv/import/read's answer: the draft to review. Nothing is created by the read. */
export interface ReadDocumentAnswer {
  source: DocumentSource;
  /** Who structured the text: the offline reader, or a configured model checked against the text. */
  reader: "offline" | "model";
  resume: ResumeDraft;
  /** The document's text, line by line, as read: shown beside the fields. */
  sourceText: string;
  /** Places of values the reader is unsure of, as paths: "basics.phone", "work[1].startDate". */
  lowConfidence: string[];
  /** Lines read but put nowhere, for the user to place or drop. */
  unplaced: string[];
}
