import type { PostingTerm, TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { indexText, mentions, skillFor, type TextIndex } from "../language/skill-index.ts";
import { tokenize } from "../language/tokens.ts";
import { BROADER_TERMS } from "../skills/broader.ts";
import { degreeMatch } from "./degrees.ts";
import { asksForLeadingPeople, leadingPeopleIn } from "./leading-people.ts";
import { type ResumeLine, resumeLines } from "./resume-lines.ts";
import { stageAsked, stageShown } from "./school-stages.ts";

// The evidence map (issue 13 §2): for each term a posting asks for, does the resume say it
// (literal: the term, an alias or a word form, what a recruiter's search finds), show it under
// a narrower name (supported: "Ansible" for "infrastructure as code", with the line that says
// so), or not at all (missing)?

interface IndexedLine extends ResumeLine {
  index: TextIndex;
}

export function matchTerms(document: ResumeDocument, terms: readonly PostingTerm[]): TermMatch[] {
  const lines = resumeLines(document)
    .map((line) => ({ ...line, index: indexText(line.claims ?? line.text) }))
    .sort((a, b) => weight(a) - weight(b));
  return terms.map((term) => ({ ...term, ...matchOne(term.term, lines) }));
}

function matchOne(term: string, lines: IndexedLine[]): Pick<TermMatch, "state" | "evidence" | "via"> {
  const degree = degreeMatch(term, lines);
  if (degree) return { ...degree, via: degree.state === "missing" ? "" : term };
  const gpa = /^GPA (\d\.\d+)\+$/.exec(term)?.[1];
  if (gpa) return gpaMatch(term, Number(gpa), lines);
  const licence = /^(.+) licen[sc]e$/i.exec(term)?.[1];
  if (licence) return licenceMatch(term, licence, lines);
  const literal = lines.find((line) => mentions(line.index, term));
  if (literal) return { state: "literal", evidence: literal.text, via: term };
  for (const narrower of narrowerTerms(term)) {
    const line = lines.find((candidate) => mentions(candidate.index, narrower));
    if (line) return { state: "supported", evidence: line.text, via: narrower };
  }
  if (asksForLeadingPeople(term)) {
    for (const line of lines) {
      const shown = line.place.kind === "field" ? leadingPeopleIn(line.text) : undefined;
      if (shown) return { state: "supported", evidence: line.text, via: shown };
    }
  }
  const stage = stageAsked(term);
  if (stage) {
    // What the person taught or worked in, not where they studied.
    const line = lines.find(
      (candidate) =>
        !(candidate.place.kind !== "skills" && candidate.place.path.startsWith("educations")) &&
        stageShown(stage, candidate.claims ?? candidate.text),
    );
    if (line) return { state: "supported", evidence: line.text, via: term };
  }
  // A term the dictionary knows is found by its own forms (above): a tool's name is no stem
  // ("Adobe Illustrator" is not "illustrators", "Marketing" not "Mid-Market").
  const worded = skillFor(term)
    ? undefined
    : lines.find((line) => saysEveryWord(term, line.claims ?? line.text));
  if (worded) return { state: "supported", evidence: worded.text, via: term };
  return { state: "missing", evidence: "", via: "" };
}

/**
 * Which line to show as evidence when several say it: what the person did (bullets, entries)
 * before the headings and skills that name it, and their own summary last.
 */
function weight(line: ResumeLine): number {
  if (line.place.kind === "skills") return 2;
  if (line.place.kind === "heading") return 1;
  return line.place.path === "summary" ? 3 : 0;
}

/** What counts as evidence for a broader term, by its dictionary display. */
function narrowerTerms(term: string): readonly string[] {
  const display = skillFor(term)?.display ?? term;
  return BROADER_TERMS[display] ?? BROADER_TERMS[term] ?? [];
}

/** "RN license": literal where the resume names the licence, supported where it names only the RN. */
function licenceMatch(
  term: string,
  holder: string,
  lines: IndexedLine[],
): Pick<TermMatch, "state" | "evidence" | "via"> {
  const words = tokenize(holder).map((token) => token.key);
  // "New Mexico K-8 teaching license" is named by "New Mexico Level 2 Elementary K-8 Teaching License".
  const named = lines.filter(
    (line) =>
      mentions(line.index, holder) ||
      mentions(line.index, term) ||
      words.every((word) => line.index.byKey.has(word)),
  );
  const licensed = named.find((line) => /\blicen[sc]/i.test(line.text));
  if (licensed) return { state: "literal", evidence: licensed.text, via: term };
  const line = named[0];
  return line
    ? { state: "supported", evidence: line.text, via: holder }
    : { state: "missing", evidence: "", via: "" };
}

const RESUME_GPA = /\bGPA\b\D{0,12}(\d\.\d{1,2})|\b(\d\.\d{1,2})\s*\/\s*4(?:\.0)?\b/i;

/** "GPA 3.3+": met by a GPA the resume states at or above it ("GPA 3.74", "3.74/4.0"). */
function gpaMatch(
  term: string,
  asked: number,
  lines: IndexedLine[],
): Pick<TermMatch, "state" | "evidence" | "via"> {
  for (const line of lines) {
    const found = RESUME_GPA.exec(line.text);
    const value = Number(found?.[1] ?? found?.[2]);
    if (found && value >= asked) return { state: "literal", evidence: line.text, via: term };
  }
  return { state: "missing", evidence: "", via: "" };
}

const STEM = 5;
const FILLER = new Set([
  "and",
  "or",
  "of",
  "the",
  "a",
  "an",
  "in",
  "for",
  "with",
  "to",
  "experience",
  "skills",
]);

/** A word's first letters: "supervision" and "supervised" meet at "super", "staffing" and "staff" at "staff". */
function stems(text: string): string[] {
  return tokenize(text)
    .map((token) => token.lower)
    .filter((word) => !FILLER.has(word) && word.length > 1)
    .map((word) => word.slice(0, STEM));
}

/** "staff supervision" in "supervised 2-4 staff per engagement": every word, in any form and order. */
function saysEveryWord(term: string, text: string): boolean {
  const wanted = stems(term);
  if (wanted.length < 2) return false;
  const have = new Set(stems(text));
  return wanted.every((stem) => have.has(stem));
}
