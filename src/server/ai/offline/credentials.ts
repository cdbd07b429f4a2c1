import { monthNumber } from "../../../shared/month-year.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { article } from "../held-title.ts";
import { inRunningText } from "../language/institution-names.ts";
import type { Credentials } from "./letter-frames.ts";
import { byRelevance, type Scorer } from "./relevance.ts";

// The degree and certificates a letter names ("a Bachelor of Science in Nursing from Wayne State
// University"; "a Registered Nurse License (State of Michigan)"), as the resume writes them; each
// tone puts them in its own words. A degree still in progress is not "held".

const IN_PROGRESS = /\b(in progress|expected|ongoing|candidate|current)\b/i;

export function credentialsOf(resume: ResumeDocument, score: Scorer, today = new Date()): Credentials {
  const degrees = resume.educations.filter((row) => row.degree.trim());
  const now = monthNumber(storedMonth(today), "late") ?? 0;
  // Under way: said so ("expected", "in progress") or ending after today. A degree without an end
  // date is neither held nor under way as far as the letter can tell, and is not named.
  const inProgress = (row: ResumeDocument["educations"][number]) =>
    IN_PROGRESS.test(`${row.degree} ${row.field_of_study} ${row.end_date}`) ||
    (monthNumber(row.end_date, "late") ?? 0) > now;
  const held = (row: ResumeDocument["educations"][number]) => row.end_date.trim() !== "" && !inProgress(row);
  // The highest degree held, the most relevant among equals (a PhD before the BSc it followed).
  const degree = byRelevance(
    degrees.filter(held),
    (row) => -10 * rankOf(row.degree) + score(`${row.degree} ${row.field_of_study}`),
  )[0];
  // A degree under way is named as under way (blind review: the in-progress M.S. in Health
  // Informatics mattered more to an informatics posting than the BSN), never as held.
  const studying = degrees.find(inProgress);
  const certificates = byRelevance(
    resume.certificates.map((row) => row.name.trim()).filter(Boolean),
    (name) => score(name),
  ).slice(0, 2);
  return {
    degree: degree ? degreePhrase(degree, "from") : "",
    certificates: certificates.map((name) => withArticle(asideInParentheses(name))),
    // Where a PhD is under way is often where the person works ("Graduate Researcher at Bayview
    // University"): the letter has named it already.
    studying: studying
      ? degreePhrase(studying, "at", worksAt(resume, studying.institution_name) ? "" : undefined)
      : "",
  };
}

// A licence or certificate is a countable thing: "a New Mexico Level 2 Teaching License", "a
// Registered Nurse License, State of Michigan". A title or a course stays bare ("ServSafe Food
// Protection Manager", "Certified Public Accountant (CPA), active license").
const COUNTED = /\b(license|licence|certificate|endorsement|permit|card|credential|certification)$/i;

function withArticle(name: string): string {
  const head = (name.split(",")[0] ?? "").replace(/\([^()]*\)/g, "").trim();
  return COUNTED.test(head) && !/^(the|a|an)\s/i.test(head) ? `${article(head)} ${name}` : name;
}

/** Degrees from highest down; one that names none of these ranks last. */
const DEGREE_RANK = [
  /\b(doctor|ph\.?d|d\.phil|ed\.?d|m\.?d)\b/i,
  /\b(master|m\.?s\.?c?|m\.?a|mba|m\.?ed|mpa|mph|msw|llm|mgr)\b/i,
  /\b(bachelor|b\.?s\.?c?|b\.?a|bba|bsn|b\.?eng|llb)\b/i,
  /\b(associate|a\.?a\.?s?|diploma|certificate)\b/i,
];

/** 0 for a doctorate, 1 a master's, 2 a bachelor's, 3 an associate degree, 4 anything else. */
function rankOf(degree: string): number {
  const at = DEGREE_RANK.findIndex((rank) => rank.test(degree));
  return at < 0 ? DEGREE_RANK.length : at;
}

/** A date as the resume stores one ("12/2026"). */
function storedMonth(date: Date): string {
  return `${String(date.getMonth() + 1).padStart(2, "0")}/${date.getFullYear()}`;
}

function worksAt(resume: ResumeDocument, institution: string): boolean {
  const name = institution.trim().toLowerCase();
  return name !== "" && resume.experiences.some((row) => row.company.toLowerCase().includes(name));
}

function degreePhrase(
  row: ResumeDocument["educations"][number],
  school: "from" | "at",
  institution = inRunningText(row.institution_name),
): string {
  // "Master of Science (in progress, expected 2026-12)", "PhD, expected December 2026": when it
  // ends is said by the sentence ("I am completing…"), not repeated from the resume's note.
  const degree = row.degree
    .replace(/ ?\([^()]*\)/g, (aside) => (IN_PROGRESS.test(aside) ? "" : aside))
    .replace(/,\s*(?:in progress|expected|ongoing)\b[^,]*$/i, "")
    .trim();
  const field = asideInParentheses(row.field_of_study.trim());
  const place = institution;
  const subject = field && !degree.toLowerCase().includes(field.toLowerCase()) ? ` in ${field}` : "";
  const named = asideInParentheses(degree);
  return `${article(named)} ${named}${subject}${place ? ` ${school} ${place}` : ""}`;
}

/**
 * "Registered Nurse License (State of Michigan)" for "Registered Nurse License, State of
 * Michigan": a comma inside a name, said in a sentence's list, reads as the list's own ("…License,
 * State of Michigan and Progressive Care Certified Nurse" names three things), so the aside goes in
 * parentheses, joining a bracketed part before it ("Certified Public Accountant (CPA), active
 * license" -> "(CPA, active license)"). Names are otherwise as the resume writes them.
 */
function asideInParentheses(name: string): string {
  const comma = name.indexOf(", ");
  const aside = comma < 0 ? "" : name.slice(comma + 2).trim();
  if (!aside || /[()]/.test(aside)) return name;
  const head = name.slice(0, comma).trim();
  return head.endsWith(")") ? `${head.slice(0, -1)}, ${aside})` : `${head} (${aside})`;
}
