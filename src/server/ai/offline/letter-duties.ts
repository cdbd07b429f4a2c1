import type { ResumeDocument } from "../../../shared/resume.ts";
import { readVerb } from "../language/verbs.ts";
import { type Duty, postingDuties, singular, VERB_AFTER } from "../posting/duty-objects.ts";
import { readLines } from "./bullet-lines.ts";
import type { Need } from "./letter-needs.ts";

// The duties a posting describes (posting/duty-objects.ts) that the person's own job lines show:
// needs a letter can answer though no skills list holds them. A duty that a job's line says in the
// same nouns ("Manage calendars, travel and correspondence for the CEO" for "Manage complex
// calendars") is evidence a recruiter reads as an answer. Only duties with such a line become
// needs: nothing here is claimed without the person's own words.

// As posting-stress.ts weighs its sections: what a candidate must have, then what is nice, then duties.
const SECTION_STRESS: Record<string, number> = { required: 3, preferred: 1.5, duties: 1 };
/** Each further line naming the same thing adds this (a posting repeats what it cares about). */
const PER_REPEAT = 0.25;
/** Read at most this many resume lines: the work stays linear and bounded. */
const MAX_LINES = 300;

/** A job line's words, singular, and which of them head their phrase; its action verbs' lemmas. */
interface JobLine {
  text: string;
  tokens: string[];
  heads: Set<string>;
  words: Set<string>;
  /** Each word with the one before it (hyphens skipped): "financial statement", "safety stock". */
  pairs: Set<string>;
  verbs: Set<string>;
}

/** Words after which a noun still heads its phrase ("calendars, travel", "accounts in 14 states"). */
const AFTER_HEAD = new Set(
  "of for in and or with to across at on by from a an the that which per into over under within through as".split(
    " ",
  ),
);

function jobLine(text: string): JobLine {
  // Words, and each word's follower: punctuation or a hyphen after a word is kept as its own token.
  const tokens = text.match(/\p{L}[\p{L}']*|[^\s\p{L}]/gu) ?? [];
  const heads = new Set<string>();
  const words = new Set<string>();
  const verbs = new Set<string>();
  const pairs = new Set<string>();
  let previous = "";
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (!/^\p{L}/u.test(token)) {
      if (token !== "-") previous = "";
      continue;
    }
    const word = singular(token);
    words.add(word);
    if (previous) pairs.add(`${previous} ${word}`);
    previous = word;
    const next = tokens[i + 1];
    if (
      next === undefined ||
      (!/^[\p{L}\-/]/u.test(next) && next !== "-") ||
      AFTER_HEAD.has(next.toLowerCase())
    )
      heads.add(word);
    // A verb where a bullet's verbs stand (first, or after "and" or a comma), not a modifier ("operating-room").
    const verb = VERB_AFTER.has((tokens[i - 1] ?? ".").toLowerCase()) ? readVerb(token) : undefined;
    if (verb) verbs.add(verb.lemma);
  }
  return { text, tokens: tokens.filter((token) => /^\p{L}/u.test(token)), heads, words, pairs, verbs };
}

/**
 * Whether a job line says the duty: every word of its object, the last heading its own phrase in
 * the line ("research" in "won a campus research prize" is not research done); an object of one
 * word also needs the duty's verb ("Manage calendars" for "manage complex calendars"), since one
 * noun alone is said of too many kinds of work ("pipeline", "budget", "interest").
 */
function says(line: JobLine, duty: Duty): boolean {
  const head = duty.words[duty.words.length - 1] as string;
  if (!duty.words.every((word) => line.words.has(word)) || !line.heads.has(head)) return false;
  // "consolidated financial statements": the word before the head is the duty's ("operating-room
  // bookings … statistical model" says no operating models).
  const before = duty.words[duty.words.length - 2];
  if (before && !line.pairs.has(`${before} ${head}`)) return false;
  return duty.words.length > 1 || duty.verbs.some((verb) => line.verbs.has(verb));
}

/**
 * The posting's duties that a job line of the resume says (see `says`), as needs a letter can
 * answer: each with the line as its evidence and the stress of the part it was read from.
 */
export function dutyNeeds(description: string, resume: ResumeDocument, company: string): Need[] {
  const duties = postingDuties(description, company);
  const jobLines = resume.experiences
    .flatMap((row) => readLines(row.responsibilities).map((line) => line.text))
    .slice(0, MAX_LINES)
    .map(jobLine);
  const needs = new Map<string, Need>();
  for (const duty of duties) {
    const line = jobLines.find((job) => says(job, duty));
    if (!line) continue;
    const key = duty.words.join(" ");
    const known = needs.get(key);
    if (known) {
      known.stress += PER_REPEAT;
      continue;
    }
    const head = duty.words[duty.words.length - 1];
    needs.set(key, {
      match: {
        term: duty.said,
        importance: duty.section === "preferred" ? "preferred" : "required",
        kind: "skill",
        state: "literal",
        evidence: line.text,
        via: line.tokens.find((token) => singular(token) === head) ?? "",
      },
      stress: SECTION_STRESS[duty.section] ?? 1,
      cue: duty.section === "preferred" ? "preferred" : "duty",
    });
  }
  return [...needs.values()];
}
