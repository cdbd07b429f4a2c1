import { nlp } from "../language/nlp.ts";
import { isActionVerb } from "../language/verbs.ts";

// Grammar by compromise (a tagger with a lexicon and rules), not rules of our own. It runs on
// the server only: it is about 300 KB, too much for the browser bundle.

/** The tagger reads at most this much of a line: an opening verb or a main clause is near its start. */
const TAGGED_CHARS = 400;

type OpeningTense = "past" | "present" | "either";

export interface OpeningVerb {
  /** The verb's dictionary form ("manage"), to compare openers across the resume. */
  lemma: string;
  /** As written ("Managed"). */
  word: string;
  tense: OpeningTense;
}

interface TermJson {
  text: string;
  tags: string[];
}

/**
 * The verb a bullet opens with, if it opens with one. Bullets drop their subject ("Reduced
 * costs"), which compromise reads as an adjective; giving it back a subject ("They reduced
 * costs") lets the tagger see the verb.
 */
function openingVerb(text: string): OpeningVerb | null {
  // The opening verb's tag depends on the words near it: the first ten are enough context.
  const bullet = text.trim().split(/\s+/, 10).join(" ");
  // A check runs again after each edit: the lines that did not change are read from here.
  return remembered(openings, bullet, () => frozen(readOpening(bullet)));
}

function readOpening(bullet: string): OpeningVerb | null {
  const first = bullet.trim().split(/\s+/, 1)[0] ?? "";
  const word = trimToLetters(first);
  // "PySpark", "SQL": a product or acronym, never a verb.
  if (!word || !/^[A-Za-z][a-z'-]*$/.test(word)) return null;
  const term = secondTerm(`They ${word.toLowerCase()}${bullet.trim().slice(first.length)}`);
  if (!term?.tags.has("Verb")) return null;
  // Auxiliaries and copulas ("Was part of", "Is responsible") are not action verbs.
  if (term.tags.has("Copula") || term.tags.has("Auxiliary") || term.tags.has("Modal")) return null;
  // With a subject in front the tagger reads most nouns as verbs ("They kubernetes"): a word it
  // reads as a noun on its own counts only if it is a known action verb ("Triage").
  const { alone, forms } = wordReading(word);
  if (alone.includes("Noun") && !isActionVerb(word)) return null;
  if (namesARole(word, bullet)) return null;
  const lemma = (forms?.Infinitive ?? word).toLowerCase().split(" ")[0] ?? word.toLowerCase();
  return { lemma, word, tense: tenseOf([...term.tags], forms) };
}

interface DocTerm {
  tags: Set<string>;
}

/**
 * The tags of a text's second term ("They managed …" -> managed), read from the parsed document:
 * compromise's .json() output builds every term's details and is several times slower.
 */
function secondTerm(text: string): DocTerm | undefined {
  const doc = nlp(text) as unknown as { docs: DocTerm[][] };
  return doc.docs.flat()[1];
}

interface WordReading {
  /** Its tags read on its own. */
  alone: string[];
  /** Its forms read as a verb after a subject. */
  forms: Record<string, string> | undefined;
}

/**
 * Readings kept across checks (POST /api/cv/quality runs on every "Check my resume"): what
 * compromise says of a word on its own depends on the word alone (the conjugator takes ~4 ms a
 * call, and openers are a small vocabulary), and a line's opener on its first ten words. At most
 * REMEMBERED entries each, the oldest dropped first.
 */
const REMEMBERED = 5_000;
const readings = new Map<string, WordReading>();
const openings = new Map<string, OpeningVerb | null>();

/** Shared by every check that reads it: nobody may change it. */
function frozen(opening: OpeningVerb | null): OpeningVerb | null {
  return opening && Object.freeze(opening);
}

function remembered<T>(cache: Map<string, T>, key: string, work: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = work();
  cache.set(key, value);
  if (cache.size > REMEMBERED) cache.delete(cache.keys().next().value as string);
  return value;
}

function wordReading(word: string): WordReading {
  return remembered(readings, word, () => {
    const alone = (nlp(word).terms().json() as { terms: TermJson[] }[])[0]?.terms[0]?.tags ?? [];
    const verb = nlp(`They ${word.toLowerCase()}`).verbs();
    return { alone, forms: (verb.conjugate() as Record<string, string>[])[0] };
  });
}

/** "Led," -> "Led": drops what ends the word after its last letter (a loop, not a regex that backtracks). */
function trimToLetters(word: string): string {
  let end = word.length;
  while (end > 0 && !/[A-Za-z'-]/.test(word.charAt(end - 1))) end--;
  return word.slice(0, end);
}

// "Lead designer on 9 projects", "Head chef": the title of a role, not the verb lead or head.
const TITLE_WORDS = new Set(["lead", "head"]);

function namesARole(word: string, bullet: string): boolean {
  if (!TITLE_WORDS.has(word.toLowerCase())) return false;
  const terms = (nlp(bullet).terms().json() as { terms: TermJson[] }[])
    .slice(1, 4)
    .map((term) => term.terms[0]);
  for (const term of terms) {
    if (!term || term.tags.includes("Determiner") || term.tags.includes("Preposition")) return false;
    if (term.tags.includes("Actor")) return true;
  }
  return false;
}

function tenseOf(tags: string[], forms: Record<string, string> | undefined): OpeningTense {
  // "Cut", "Set", "Read": past and present are spelled alike, so the tense is unknown.
  if (forms && forms.PastTense === forms.Infinitive) return "either";
  if (tags.includes("PastTense")) return "past";
  // A gerund opener is as often a noun ("Teaching evaluations 4.8/5") as a duty ("Managing the
  // rota"): its tense is left unknown rather than guessed.
  if (tags.includes("Gerund")) return "either";
  if (tags.includes("PresentTense") || tags.includes("Infinitive")) return "present";
  return "either";
}

/** The passive phrases of a line ("were reviewed"), as compromise finds them. */
export function passivePhrases(text: string): string[] {
  const verbs = nlp(text.slice(0, TAGGED_CHARS)).verbs().json() as {
    text: string;
    verb?: { grammar?: { passive?: boolean } };
  }[];
  return verbs.filter((verb) => verb.verb?.grammar?.passive).map((verb) => verb.text.trim());
}

const openers = new WeakMap<object, OpeningVerb | null>();

/** openingVerb of a line, worked out once per line object (two checks ask, the tagger is slow). */
export function openerOf(line: { text: string }): OpeningVerb | null {
  if (!openers.has(line)) openers.set(line, openingVerb(line.text));
  return openers.get(line) ?? null;
}
