import { z } from "zod";
import { MAX_ROWS } from "../../../../shared/field-formats.ts";
import { emptyImportReport, type ImportReport } from "../../../../shared/import-report.ts";
import { cutAtWord } from "../../../../shared/linear-text.ts";
import { formatPath } from "../../../../shared/resume-draft.ts";

// A permissive reading of JSON Resume v1 (https://jsonresume.org/schema): only the fields
// json-resume.ts maps are declared, unknown ones are ignored, every field is optional and null
// counts as missing (some exporters write null for empty). Wrong types are refused with a
// message naming the field; absurd sizes are cut by boundJsonResume first and reported, so a
// long value never sinks a file.

const MAX_ITEMS = 100;
// Bounds far above what our document keeps (200 characters for a short field, 10,000 for a
// long one): boundJsonResume cuts absurd values to them before any text handling runs on them.
const MAX_JSON_RESUME_LINE = 2_000;
const MAX_JSON_RESUME_PROSE = 20_000;

const line = z.string().max(MAX_JSON_RESUME_LINE);
const prose = z.string().max(MAX_JSON_RESUME_PROSE);
const text = line.nullish();
const longText = prose.nullish();
/** Fields some tools write as numbers (phone, postal code, grade). */
const textOrNumber = z.union([line, z.number()]).nullish();
const list = <T extends z.ZodType>(item: T, max = MAX_ROWS) => z.array(item).max(max).nullish();
/** Highlights and courses: one line of prose each. */
const lines = list(prose, MAX_ITEMS);
const keywords = list(line, MAX_ITEMS);

const dated = { startDate: text, endDate: text };

const location = z.object({
  address: text,
  postalCode: textOrNumber,
  city: text,
  countryCode: text,
  region: text,
});

const profile = z.object({ network: text, username: text, url: text });

const basics = z.object({
  name: text,
  label: text,
  email: text,
  phone: textOrNumber,
  url: text,
  summary: longText,
  location: location.nullish(),
  profiles: list(profile),
});

const work = z.object({
  name: text,
  // Before v1.0.0 the employer was "company"; old files still carry it.
  company: text,
  position: text,
  location: text,
  ...dated,
  summary: longText,
  highlights: lines,
});

const volunteer = z.object({
  organization: text,
  position: text,
  url: text,
  ...dated,
  summary: longText,
  highlights: lines,
});

const education = z.object({
  institution: text,
  area: text,
  studyType: text,
  ...dated,
  score: textOrNumber,
  // Before v1.0.0 the grade was "gpa".
  gpa: textOrNumber,
  courses: lines,
});

const award = z.object({ title: text, date: text, awarder: text, summary: longText });
const certificate = z.object({ name: text, date: text, url: text, issuer: text });
const skill = z.object({ name: text, level: text, keywords });
const language = z.object({ language: text, fluency: text });
const interest = z.object({ name: text, keywords });
const publication = z.object({
  name: text,
  publisher: text,
  releaseDate: text,
  url: text,
  summary: longText,
});
const reference = z.object({ name: text, reference: longText });

const project = z.object({
  name: text,
  description: longText,
  highlights: lines,
  keywords,
  ...dated,
  url: text,
  entity: text,
});

const jsonResume = z.object({
  basics: basics.nullish(),
  work: list(work),
  volunteer: list(volunteer),
  education: list(education),
  awards: list(award),
  certificates: list(certificate),
  skills: list(skill, MAX_ITEMS),
  languages: list(language),
  interests: list(interest),
  publications: list(publication),
  references: list(reference),
  projects: list(project),
});
export type JsonResume = z.infer<typeof jsonResume>;

const SECTIONS = Object.keys(jsonResume.shape) as (keyof JsonResume)[];

export type JsonResumeParse =
  | { ok: true; value: JsonResume; report: ImportReport }
  | { ok: false; message: string };

// Prose keys get the prose bound; every other string is one line. Lists get their row bound.
const PROSE_KEYS = new Set(["summary", "description", "highlights", "courses", "reference"]);
const ROW_KEYS = new Set([
  ...SECTIONS.filter((section) => section !== "skills" && section !== "basics"),
  "profiles",
]);

type Place = { key: string | number; parent: Place } | null;
/** A value still to visit: where it is, and whether its strings are prose. */
type Nested = [value: unknown, place: Place, inProse: boolean];

function pathOf(place: Place): string {
  const keys: (string | number)[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return formatPath(keys.reverse());
}

/**
 * Cuts, in place and in one linear pass, every string and list of the parsed file that passes
 * its file-level bound, and notes each cut in `report`. It runs before anything else reads the
 * text, so no later step ever sees a million-character value. Iterative: files may nest deeply.
 */
function boundJsonResume(data: object, report: ImportReport): void {
  const pending: Nested[] = [[data, null, false]];
  while (pending.length) {
    const [item, place, inProse] = pending.pop() as Nested;
    if (typeof item !== "object" || item === null) continue;
    const record = item as Record<string | number, unknown>;
    if (Array.isArray(item)) {
      const key = place?.key;
      const max = typeof key === "string" && ROW_KEYS.has(key) ? MAX_ROWS : MAX_ITEMS;
      if (item.length > max) {
        report.leftOut.push({
          field: pathOf(place),
          count: item.length - max,
          reason: `left out (at most ${max} entries are read)`,
        });
        item.length = max;
      }
    }
    const nested: Nested[] = [];
    for (const key of Object.keys(record)) {
      const child = record[key];
      const index = Array.isArray(item) ? Number(key) : key;
      const prose = Array.isArray(item) ? inProse : PROSE_KEYS.has(key);
      const at = { key: index, parent: place };
      if (typeof child === "string") {
        const max = prose ? MAX_JSON_RESUME_PROSE : MAX_JSON_RESUME_LINE;
        if (child.length <= max) continue;
        record[key] = cutAtWord(child, max);
        report.shortened.push({ field: pathOf(at), from: child.length, to: (record[key] as string).length });
      } else nested.push([child, at, prose]);
    }
    // Reversed, so that the report lists the file's values in their order.
    for (let index = nested.length - 1; index >= 0; index--) pending.push(nested[index] as Nested);
  }
}

/**
 * Reads a JSON Resume, or says in one sentence what makes the file not one. Values over the
 * file-level bounds are cut in place (see boundJsonResume) and listed in the report.
 */
export function parseJsonResume(data: unknown): JsonResumeParse {
  const refuse = (problem: string) => ({
    ok: false as const,
    message: `This file is not a JSON Resume: ${problem}.`,
  });
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return refuse("it must be a JSON object");
  const report = emptyImportReport();
  boundJsonResume(data, report);
  const result = jsonResume.safeParse(data);
  if (!result.success) return refuse(describeIssue(result.error.issues[0]));
  if (!SECTIONS.some((section) => result.data[section] != null)) {
    return refuse(`it has none of the sections ${SECTIONS.join(", ")}`);
  }
  return { ok: true, value: result.data, report };
}

const article: Record<string, string> = {
  object: "an object",
  array: "a list",
  string: "a string",
  number: "a number",
};

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "it could not be read";
  const path = formatPath(issue.path);
  switch (issue.code) {
    case "invalid_type":
      return `${path} must be ${article[issue.expected] ?? issue.expected}`;
    case "invalid_union":
      return `${path} must be a string or a number`;
    case "too_big":
      return issue.origin === "array"
        ? `${path} has more than ${issue.maximum} entries`
        : `${path} is longer than ${Number(issue.maximum).toLocaleString("en-US")} characters`;
    default:
      return `${path}: ${issue.message}`;
  }
}
