import { z } from "zod";

// A permissive reading of JSON Resume v1 (https://jsonresume.org/schema): only the fields
// json-resume.ts maps are declared, unknown ones are ignored, every field is optional and null
// counts as missing (some exporters write null for empty). Wrong types and absurd sizes are
// refused with a message naming the field, because a silently half-imported resume is worse.

const MAX_ROWS = 50;
const MAX_ITEMS = 100;

const text = z.string().nullish();
/** Fields some tools write as numbers (phone, postal code, grade). */
const textOrNumber = z.union([z.string(), z.number()]).nullish();
const list = <T extends z.ZodType>(item: T, max = MAX_ROWS) => z.array(item).max(max).nullish();
const strings = list(z.string(), MAX_ITEMS);

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
  summary: text,
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
  summary: text,
  highlights: strings,
});

const volunteer = z.object({
  organization: text,
  position: text,
  ...dated,
  summary: text,
  highlights: strings,
});

const education = z.object({
  institution: text,
  area: text,
  studyType: text,
  ...dated,
  score: textOrNumber,
  // Before v1.0.0 the grade was "gpa".
  gpa: textOrNumber,
  courses: strings,
});

const award = z.object({ title: text, date: text, awarder: text, summary: text });
const certificate = z.object({ name: text, date: text, url: text, issuer: text });
const skill = z.object({ name: text, level: text, keywords: strings });
const language = z.object({ language: text, fluency: text });
const interest = z.object({ name: text, keywords: strings });

const project = z.object({
  name: text,
  description: text,
  highlights: strings,
  keywords: strings,
  ...dated,
  url: text,
  entity: text,
});

export const jsonResume = z.object({
  basics: basics.nullish(),
  work: list(work),
  volunteer: list(volunteer),
  education: list(education),
  awards: list(award),
  certificates: list(certificate),
  skills: list(skill, MAX_ITEMS),
  languages: list(language),
  interests: list(interest),
  projects: list(project),
});
export type JsonResume = z.infer<typeof jsonResume>;

const SECTIONS = Object.keys(jsonResume.shape) as (keyof JsonResume)[];

export type JsonResumeParse = { ok: true; value: JsonResume } | { ok: false; message: string };

/** Reads a JSON Resume, or says in one sentence what makes the file not one. */
export function parseJsonResume(data: unknown): JsonResumeParse {
  const refuse = (problem: string) => ({
    ok: false as const,
    message: `This file is not a JSON Resume: ${problem}.`,
  });
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return refuse("it must be a JSON object");
  const result = jsonResume.safeParse(data);
  if (!result.success) return refuse(describeIssue(result.error.issues[0]));
  if (!SECTIONS.some((section) => result.data[section] != null)) {
    return refuse(`it has none of the sections ${SECTIONS.join(", ")}`);
  }
  return { ok: true, value: result.data };
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
        : `${path} is longer than ${issue.maximum} characters`;
    default:
      return `${path}: ${issue.message}`;
  }
}

/** ["work", 0, "startDate"] -> "work[0].startDate", as a developer would write it. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, "");
}
