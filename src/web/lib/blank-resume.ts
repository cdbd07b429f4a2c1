import { type ResumeEntityType, resumeEntityFields } from "../../shared/resume";

// A resume nobody has written in yet, as the free plan's starter is made (issue 31): the place
// to offer "Upload your resume" before the empty form. The server's own test of an untouched
// starter (fill-untouched-starter.ts) decides whether an import may fill it; this one only
// decides what to offer, from what the page has at hand.

const TEXTS = ["full_name", "headline", "desired_role", "email", "phone", "address", "summary", "hobbies"];
const LISTS = ["skills", "languages", "links", "sections"];
const ROWS = Object.keys(resumeEntityFields) as ResumeEntityType[];

const empty = (value: unknown) =>
  Array.isArray(value) ? value.length === 0 : typeof value === "string" ? !value.trim() : value == null;

/** `read` answers a field of the resume as the page has it; `rows` its entries of one kind. */
export function isBlankResume(
  read: (field: string) => unknown,
  rows: (type: ResumeEntityType) => number,
  photo: string | null,
): boolean {
  return (
    !photo &&
    [...TEXTS, ...LISTS].every((field) => empty(read(field))) &&
    ROWS.every((type) => rows(type) === 0)
  );
}
