import type { ResumeDocument } from "../../../shared/resume.ts";
import { isActionVerb, readVerb } from "../language/verbs.ts";
import { tagWords } from "../language/wink.ts";
import { GENERIC_HEADS } from "../posting/open-terms.ts";
import { postingLines } from "../posting/posting-lines.ts";
import { readLines } from "./bullet-lines.ts";
import type { Need } from "./letter-needs.ts";
import { gerundOf } from "./phrase-verbs.ts";

// The duties a posting describes that the person's own job lines show (issue 33: letters skipped
// what a posting asks most). Postings write most of their asks as work in everyday words ("Manage
// complex calendars", "Process and submit expense reports") that no skills list holds, so the
// analysis's checklist leaves them out; a letter may still answer one, because a duty that a job's
// line says in the same nouns ("Manage calendars, travel and correspondence for the CEO") is
// evidence a recruiter reads as an answer. Only duties with such a line become needs: nothing
// here is claimed without the person's own words.

/** Parts of a posting that say what the job does or asks (not the company, benefits or law). */
const ASKING = new Set(["duties", "required", "preferred"]);
/** Read at most this many posting lines and resume lines: the work stays linear and bounded. */
const MAX_LINES = 300;
/** A duty's object longer than this is a clause the tagger misread, not one thing done. */
const MAX_OBJECT = 4;
// As posting-stress.ts weighs its sections: what a candidate must have, then what is nice, then duties.
const SECTION_STRESS: Record<string, number> = { required: 3, preferred: 1.5, duties: 1 };
/** Each further line naming the same thing adds this (a posting repeats what it cares about). */
const PER_REPEAT = 0.25;

interface Duty {
  /** "managing complex calendars": the posting's own words, said as work. */
  said: string;
  /** The object's kind words and nouns, singular and lower case: all must be in one job line. */
  words: string[];
  /** The duty's verbs' lemmas ("manage"). */
  verbs: string[];
  section: string;
}

/** "calendars" -> "calendar", "activities" -> "activity": English plural endings, no lexicon. */
function singular(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith("sses") || lower.endsWith("xes") || lower.endsWith("ches")) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss") && !lower.endsWith("us"))
    return lower.slice(0, -1);
  return lower;
}

/** Where a duty's verb stands: first in its line, or after "to", a comma, "and" or a full stop. */
const VERB_AFTER = new Set(["to", ",", ";", "and", "or", ".", ":"]);

/**
 * A duty line's verb and its object: "Manage complex calendars including …" gives "managing
 * complex calendars"; "Process and submit expense reports" gives "processing and submitting
 * expense reports". A duty item is written verb first; the object is the noun run after it,
 * whole ("machine learning models" is not "machine", "tolerance stack-ups" not "tolerance").
 */
function dutiesOf(text: string, section: string, companyWords: Set<string>): Duty[] {
  const words = tagWords(text.slice(0, 300));
  const out: Duty[] = [];
  for (let i = 0; i < words.length; i++) {
    const before = i === 0 ? "." : (words[i - 1]?.text.toLowerCase() ?? "");
    if (words[i]?.pos !== "VERB" || !VERB_AFTER.has(before) || !isActionVerb(words[i]?.text ?? "")) continue;
    // "Process and submit": verbs joined by "and" share the object.
    const verbs = [words[i]?.text ?? ""];
    let at = i + 1;
    while (words[at]?.text === "and" && words[at + 1]?.pos === "VERB") {
      verbs.push(words[at + 1]?.text ?? "");
      at += 2;
    }
    // Articles and describing words stand between the verb and the thing it acts on. A word that
    // says what kind of thing ("regulatory compliance") must be in the job line too; one that only
    // grades it ("complex calendars", "timely reports") need not.
    const describing: string[] = [];
    const kinds: string[] = [];
    while (words[at] && (words[at]?.pos === "DET" || words[at]?.pos === "ADJ")) {
      const word = words[at]?.text ?? "";
      if (words[at]?.pos === "ADJ") describing.push(word);
      if (words[at]?.pos === "ADJ" && !GRADING.has(word.toLowerCase())) kinds.push(singular(word));
      at++;
    }
    const nouns: string[] = [];
    while (words[at]?.pos === "NOUN" && words[at]?.spaced !== false && nouns.length < MAX_OBJECT) {
      nouns.push(words[at]?.text ?? "");
      at++;
    }
    i = Math.max(i, at - 1);
    const next = words[at];
    // The run goes on as a compound ("machine learning", "stack-up", "Python/R"): not the whole object.
    const cut =
      next &&
      (next.spaced === false
        ? /^[\p{L}\-/]/u.test(next.text)
        : next.pos === "NOUN" ||
          next.pos === "PROPN" ||
          (/ing$/i.test(next.text) && !LINKING.has(next.text.toLowerCase())));
    if (!nouns.length || cut) continue;
    const lower = nouns.map(singular);
    // "Support VP leaders", "meet deadlines": a duty on people or on time names no work of its own.
    const head = nouns[nouns.length - 1]?.toLowerCase() ?? "";
    if (GENERIC_HEADS.has(head) || lower.some((noun) => companyWords.has(noun) || noun.length < 4)) continue;
    if (verbs.some((verb) => NOT_WORK.has(verb.toLowerCase()))) continue;
    out.push({
      said: [
        verbs.map((verb) => gerundOf(verb.toLowerCase())).join(" and "),
        ...describing.map((word) => word.toLowerCase()),
        ...nouns,
      ].join(" "),
      verbs: verbs.map(lemma),
      words: [...kinds, ...lower],
      section,
    });
  }
  return out;
}

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

function lemma(verb: string): string {
  return readVerb(verb)?.lemma ?? verb.toLowerCase();
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
 * answer: each with the line as its evidence and the stress of the part it was read from. A duty
 * on what every job acts on alone ("manage projects") is no answer (GENERIC_OBJECTS).
 */
export function dutyNeeds(description: string, resume: ResumeDocument, company: string): Need[] {
  const companyWords = new Set(company.toLowerCase().split(/\s+/).filter(Boolean).map(singular));
  const lines = postingLines(description.slice(0, 20_000))
    .lines.filter((line) => ASKING.has(line.section))
    .slice(0, MAX_LINES);
  const duties = lines.flatMap((line) => dutiesOf(line.text, line.section, companyWords));
  const jobLines = resume.experiences
    .flatMap((row) => readLines(row.responsibilities).map((line) => line.text))
    .slice(0, MAX_LINES)
    .map(jobLine);
  const needs = new Map<string, Need>();
  for (const duty of duties) {
    if (duty.words.length === 1 && GENERIC_OBJECTS.has(duty.words[0] as string)) continue;
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

/** -ing words that link an object to what follows ("calendars including vetting"), not a compound's end. */
const LINKING = new Set(
  "including using ensuring following covering involving regarding concerning according".split(" "),
);

/** Verbs that frame a line rather than name work ("including vetting", "requires a degree"). */
const NOT_WORK = new Set(
  "include including includes require requires required prefer preferred need needs want seek join be".split(
    " ",
  ),
);

/** Adjectives that grade a thing rather than say what kind it is. */
const GRADING = new Set(
  (
    "complex various multiple many several new key strong effective efficient timely accurate " +
    "high-quality quality excellent exceptional appropriate relevant large small daily weekly " +
    "monthly ongoing general overall total full broad wide diverse successful"
  ).split(" "),
);

/**
 * What every job acts on ("manage projects", "attend meetings", "provide support"): a duty on
 * one of these alone says nothing a recruiter would read as an answer.
 */
const GENERIC_OBJECTS = new Set(
  (
    "project meeting support information material document process plan program service system " +
    "relationship communication initiative operation activity task deadline change solution " +
    "standard policy procedure practice tool resource detail feedback decision knowledge skill"
  ).split(" "),
);
