import { MAX_POSTING } from "../../../shared/field-formats.ts";
import { isActionVerb, readVerb } from "../language/verbs.ts";
import { tagWords } from "../language/wink.ts";
import { gerundOf } from "../offline/phrase-verbs.ts";
import { GENERIC_HEADS } from "./open-terms.ts";
import { postingLines } from "./posting-lines.ts";
import type { Section } from "./posting-sections.ts";

// What a posting's duty and requirement lines say the job does, as verb and object: "Manage
// complex calendars" is managing complex calendars. Postings write most of what they ask as work
// in everyday words that no skills list holds (issue 33: letters skipped what a posting asks most).

export interface Duty {
  /** "complex calendars": the object as the posting writes it. */
  object: string;
  /** "managing complex calendars": the posting's own words, said as work. */
  said: string;
  /** The object's kind words and nouns, singular and lower case ("regulatory", "compliance"). */
  words: string[];
  /** The duty's verbs' lemmas ("manage"). */
  verbs: string[];
  section: Section;
}

/** Parts of a posting that say what the job does or asks (not the company, benefits or law). */
const ASKING: ReadonlySet<Section> = new Set(["duties", "required", "preferred"]);
/** Read at most this many posting lines: the work stays linear and bounded. */
const MAX_LINES = 300;
/** A duty's object longer than this is a clause the tagger misread, not one thing done. */
const MAX_OBJECT = 4;

/** The duties of a posting's asking lines, in its order. */
export function postingDuties(description: string, company: string): Duty[] {
  const companyWords = new Set(company.toLowerCase().split(/\s+/).filter(Boolean).map(singular));
  return postingLines(description.slice(0, MAX_POSTING))
    .lines.filter((line) => ASKING.has(line.section))
    .slice(0, MAX_LINES)
    .flatMap((line) => dutiesOf(line.text, line.section, companyWords));
}

/** "calendars" -> "calendar", "activities" -> "activity": English plural endings, no lexicon. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith("sses") || lower.endsWith("xes") || lower.endsWith("ches")) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss") && !lower.endsWith("us"))
    return lower.slice(0, -1);
  return lower;
}

/** Where a duty's verb stands: first in its line, or after "to", a comma, "and" or a full stop. */
export const VERB_AFTER = new Set(["to", ",", ";", "and", "or", ".", ":"]);

/**
 * A duty line's verb and its object: "Manage complex calendars including …" gives "managing
 * complex calendars"; "Process and submit expense reports" gives "processing and submitting
 * expense reports". A duty item is written verb first; the object is the noun run after it,
 * whole ("machine learning models" is not "machine", "tolerance stack-ups" not "tolerance").
 */
function dutiesOf(text: string, section: Section, companyWords: Set<string>): Duty[] {
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
    if (lower.length === 1 && !kinds.length && GENERIC_OBJECTS.has(lower[0] as string)) continue;
    out.push({
      object: [...describing, ...nouns].join(" "),
      said: [
        verbs.map((verb) => gerundOf(verb.toLowerCase())).join(" and "),
        ...describing.map((word) => word.toLowerCase()),
        ...nouns,
      ].join(" "),
      verbs: verbs.map((verb) => readVerb(verb)?.lemma ?? verb.toLowerCase()),
      words: [...kinds, ...lower],
      section,
    });
  }
  return out;
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
