import { trimEndChars } from "../../../shared/linear-text.ts";
import { tagWords } from "../language/grammar.ts";
import { skillFor } from "../language/skill-index.ts";
import { conjugate, infinitiveOf, readVerb, type VerbForm, verbForms } from "../language/verbs.ts";
import { isMeasured, polishBullet, type Tense } from "./polish-bullet.ts";

// A resume bullet taken apart into short clauses, so that a letter or a summary can say
// what the person did in its own sentence instead of pasting the bullet: "Managed a $4.2M book of
// business across 38 accounts, growing retention to 118%" -> ["managed a $4.2M book of business
// across 38 accounts", "grew retention to 118%"]. Verbs are read with compromise (a maintained
// English grammar) where our action-verb lexicon lacks them; each clause is cut to MAX_WORDS by dropping trailing phrases
// without a number, so no run of the bullet longer than 12 words survives into a letter.

/** 11, not 12: a letter's "and" after a clause may be the bullet's own next word. */
export const MAX_CLAUSE_WORDS = 11;

export interface EvidenceClause {
  /** Lower-case first (names keep their casing), no final stop: "grew retention to 118%". */
  text: string;
  measured: boolean;
  /** Led by its own subject ("compliance rose to 96%"), not by the person's verb. */
  subject: boolean;
  /** The leading verb's lemma ("grow"), or "" for a clause led by its own subject. */
  lemma: string;
}

// "Awarded Employee of the Year" is something done to the person: a letter cannot say "I awarded".
const PASSIVE = new Set(
  `awarded promoted selected recognized recognised nominated elected invited honored honoured appointed
  named chosen granted featured certified hired`.split(/\s+/),
);

// Where a trailing phrase starts, so that it can be dropped; "up to", "such as" stay whole.
const PREPOSITIONS = new Set(
  `with for during on in at across to from over under within by via through among between into per
  including alongside throughout while after before using that which who where if whether`.split(/\s+/),
);
// Words a cut clause must not end on: "…a model trained", "…the service call the".
const DANGLING = new Set(
  "the a an and or of to that which who with for its their our by in on at from into then was were is are be been if".split(
    " ",
  ),
);
const AUXILIARIES = new Set(["was", "were", "is", "are", "be", "been", "being"]);
const BOUND_BEFORE = new Set(["up", "as", "such", "due", "according", "prior"]);

// How a result with its own subject is said: "compliance rose", "the cycle shortened".
const RESULT_VERBS = new Set(
  `rose fell dropped climbed held doubled tripled improved increased decreased grew shortened reached
  closed exceeded`.split(/\s+/),
);

function statesResult({ words, verbs }: ClauseWords): boolean {
  return words.some((word, i) => RESULT_VERBS.has(word.toLowerCase()) || verbs[i]?.form === "past");
}

/** "Personally closed the largest deal" -> "closed the largest deal": compromise knows the adverb. */
function withoutLeadingAdverb(words: string[]): string[] {
  const adverb =
    tagWords(words.slice(0, 2).join(" "))[0]?.tags.has("Adverb") && (words[0] ?? "").endsWith("ly");
  return adverb && readVerb(words[1] ?? "") ? words.slice(1) : words;
}

/** The bullet's clauses in the role's tense, each at most `maxWords` long (a letter's limit by default). */
export function evidenceClauses(bullet: string, tense: Tense, maxWords = MAX_CLAUSE_WORDS): EvidenceClause[] {
  // The grammar is the slow part of a letter or a summary, and the same bullets come back.
  const key = `${tense}:${maxWords}:${bullet}`;
  const cached = CACHE.get(key);
  if (cached) return cached;
  const clauses = readClauses(bullet, tense, maxWords);
  if (CACHE.size >= 500) CACHE.delete(CACHE.keys().next().value as string);
  CACHE.set(key, clauses);
  return clauses;
}
const CACHE = new Map<string, EvidenceClause[]>();

function readClauses(bullet: string, tense: Tense, maxWords: number): EvidenceClause[] {
  const polished = polishBullet(bullet, tense);
  const written = trimEndChars(polished.text, ".!?").split(" ");
  const words = withoutLeadingAdverb(written);
  const verbs = verbReadings(words);
  // "Staff RN on a 32-bed unit": the lexicon knows "staff", the bullet polisher knows it is a title.
  if (!polished.verbLed && words === written && readVerb(words[0] ?? "")) verbs[0] = undefined;
  const first = (words[0] ?? "").toLowerCase();
  if (PASSIVE.has(first) || (words[1] ?? "").toLowerCase() === "by") return [];
  const clauses: EvidenceClause[] = [];
  let previousDone = false;
  for (const part of splitClauses(words, verbs)) {
    // "Lead designer on 9 projects, including the rebrand": the -ing clause hangs on a noun, and
    // "…, which led to targeted support" is a consequence: neither is something the person did.
    const hangs = part.verb?.form === "gerund" && !previousDone;
    const second = (part.words[1] ?? "").toLowerCase();
    // "…, used by 3 charities" is done to the work, not by the person.
    const consequence = (part.verb?.lemma === "lead" && second === "to") || (part.verb && second === "by");
    previousDone = part.verb !== undefined;
    if (hangs || consequence || part.verb?.lemma === "include") continue;
    const short = shorten(
      part.verb ? inTense(part.words, part.verb, tense) : part.words,
      part.verbs,
      maxWords,
    );
    // A clause with its own subject ("compliance rose from 81% to 96%") is kept for its result.
    if (!short || (!part.verb && !(isMeasured(short) && statesResult(part)))) continue;
    clauses.push({
      text: lowerFirst(short),
      measured: isMeasured(short),
      subject: !part.verb,
      lemma: part.verb?.lemma ?? "",
    });
  }
  return clauses;
}

interface VerbReading {
  lemma: string;
  form: VerbForm;
}

/**
 * Each word read as a verb or not: our action-verb lexicon first, then compromise's tagger for
 * verbs the lexicon lacks ("Precepted", "Pull"), but not where it guesses a title ("Staff RN").
 */
function verbReadings(words: string[]): (VerbReading | undefined)[] {
  const tagged = tagWords(words.join(" "));
  return words.map((word, i) => {
    const bare = trimEndChars(word, ",;:");
    const known = readVerb(bare);
    if (known) return known;
    const tags = tagged[i]?.tags ?? new Set<string>();
    if (!tags.has("Verb") || trimEndChars(tagged[i]?.text ?? "", ",;:") !== bare) return undefined;
    const next = words[i + 1] ?? "";
    const form: VerbForm | undefined = tags.has("PastTense")
      ? "past"
      : tags.has("Gerund")
        ? "gerund"
        : i === 0
          ? "base"
          : undefined;
    // "Staff RN", "React + TypeScript": a title or a tool the tagger took for an order.
    const order = form === "base" && /^\p{L}/u.test(next) && !/^\p{Lu}{2,}/u.test(next);
    if (!form || (form === "base" && !order) || skillFor(bare)) return undefined;
    return { lemma: infinitiveOf(bare, form), form };
  });
}

interface ClauseWords {
  words: string[];
  /** How each of `words` reads as a verb. */
  verbs: (VerbReading | undefined)[];
  verb: VerbReading | undefined;
}

/**
 * Where a new action starts: after ";", or at ", ", "and", ", and", "then" when a past or -ing
 * verb follows ("…templates, cutting documentation time…"; "…go-live and logged 310+ issues").
 * A list of things ("vital signs, blood glucose and ECGs") is not cut.
 */
function splitClauses(words: string[], verbs: (VerbReading | undefined)[]): ClauseWords[] {
  const parts: ClauseWords[] = [];
  let start = 0;
  const close = (end: number) => {
    const slice = words
      .slice(start, end)
      .map((word, i, all) => (i === all.length - 1 ? trimEndChars(word, ",;:") : word));
    if (slice.length) parts.push({ words: slice, verbs: verbs.slice(start, end), verb: verbs[start] });
  };
  for (let i = 1; i < words.length; i++) {
    const previous = words[i - 1] ?? "";
    // "by re-slotting 1,900 SKUs" is how, not a second action.
    if (PREPOSITIONS.has(previous.toLowerCase())) continue;
    const joiner = /^(and|then)$/i.test(words[i] ?? "") ? 1 : 0;
    const next = verbs[i + joiner];
    // ", cutting time by 37%" is a result; "and re-slotting SKUs" after "by re-running" is the how.
    const action = next !== undefined && (next.form === "past" || (next.form === "gerund" && !joiner));
    if (
      previous.endsWith(";") ||
      previous.endsWith(":") ||
      (action && (previous.endsWith(",") || joiner) && i - start >= 3)
    ) {
      close(i);
      start = i + joiner;
      i += joiner;
    }
  }
  close(words.length);
  return parts;
}

/** "growing retention" -> "grew retention" (past) or "grow retention" (present, after "I"). */
function inTense(words: string[], verb: VerbReading, tense: Tense): string[] {
  if (verb.form === "past" && tense === "present") return words;
  const forms = verbForms(verb.lemma) ?? conjugate(verb.lemma);
  return [tense === "past" ? forms.past : forms.base, ...words.slice(1)];
}

/**
 * Trailing phrases go until the clause fits: those without a number first ("with the
 * informatics team"), then any ("(about 25 per quarter)"). Too long even so: no clause.
 */
function shorten(clause: string[], verbs: (VerbReading | undefined)[], maxWords: number): string {
  let words = clause;
  while (words.length > maxWords) {
    const cut = lastPhrase(words, verbs, false) ?? lastPhrase(words, verbs, true);
    if (cut === undefined) return "";
    words = withoutCutPurpose(words.slice(0, cut));
  }
  return trimEndChars(closedBrackets(words).join(" "), ",;:-–(");
}

/**
 * "…statistics in R and Excel to spot councils": a cut that ends inside a purpose ("to" and a
 * word among the last few) left it without its point; the purpose goes whole.
 */
function withoutCutPurpose(words: string[]): string[] {
  for (let i = words.length - 2; i >= Math.max(3, words.length - 4); i--) {
    if (words[i]?.toLowerCase() === "to" && /^\p{Ll}+$/u.test(words[i + 1] ?? "")) return words.slice(0, i);
  }
  return words;
}

/** A cut that left "(XGBoost" open ends before the bracket; a dangling "the" or "trained" goes. */
function closedBrackets(clause: string[]): string[] {
  let words = clause;
  const open = words.join(" ").lastIndexOf("(");
  if (open > words.join(" ").lastIndexOf(")")) {
    words = words.join(" ").slice(0, open).trim().split(" ");
  }
  const dangles = (word: string) => {
    const bare = trimEndChars(word, ",;:").toLowerCase();
    return DANGLING.has(bare) || readVerb(bare)?.form === "past";
  };
  for (let changed = true; changed && words.length > 3; ) {
    changed = false;
    if (dangles(words.at(-1) ?? "")) {
      words = words.slice(0, -1);
      changed = true;
    } else if (words.at(-2)?.toLowerCase() === "to" && readVerb(words.at(-1) ?? "")?.form === "base") {
      // "…for artists to detect" promised a purpose the cut took away.
      words = words.slice(0, -2);
      changed = true;
    }
  }
  return words;
}

/** Where the last droppable phrase starts: a preposition, a bracket or an -ing verb ("covering"). */
function lastPhrase(
  words: string[],
  verbs: (VerbReading | undefined)[],
  withNumbers: boolean,
): number | undefined {
  for (let i = words.length - 1; i > 2; i--) {
    const word = (words[i] ?? "").toLowerCase();
    // "covering 14 states" can go; "was violating" is the clause's own verb.
    const gerund = verbs[i]?.form === "gerund" && !AUXILIARIES.has((words[i - 1] ?? "").toLowerCase());
    if (!PREPOSITIONS.has(word) && !word.startsWith("(") && !gerund) continue;
    const before = words[i - 1] ?? "";
    if (BOUND_BEFORE.has(before.toLowerCase())) continue;
    // "from 74% to 91%", "from 6.2 s to 1.9 s" are one range.
    if ((word === "to" || word === "from") && (isMeasured(before) || isMeasured(words[i - 2] ?? "")))
      continue;
    if (!withNumbers && words.slice(i).some((part) => isMeasured(part))) continue;
    return i;
  }
  return undefined;
}

function lowerFirst(text: string): string {
  const [first = "", ...rest] = text.split(" ");
  // Acronyms and names ("AWS", "iOS") keep their capitals.
  const word = /^\p{Lu}\p{Ll}*$/u.test(first) ? first.toLowerCase() : first;
  return [word, ...rest].join(" ");
}
