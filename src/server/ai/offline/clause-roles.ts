import { tagWords } from "../language/grammar.ts";
import { readVerb, type VerbForm } from "../language/verbs.ts";

// Whose a clause of a bullet is, and what it reports (evidence-clauses.ts): a result with its own
// subject, a verb done to the thing before it, a figure that reports a result. Each is a general
// fact of how resume bullets are written, met in blind review.

export interface VerbReading {
  lemma: string;
  form: VerbForm;
}

/** A clause of a bullet: its words, how each reads as a verb, and the verb that leads it. */
export interface ClauseWords {
  words: string[];
  /** How each of `words` reads as a verb. */
  verbs: (VerbReading | undefined)[];
  verb: VerbReading | undefined;
  /** Led by a pronoun for the thing the clause before made ("it cut warranty claims 40%"). */
  refersBack?: boolean;
}

/** Past this many words a clause repeats its bullet for too long to be said whole (evidence-clauses.ts). */
const SAID_WHOLE = 11;

/**
 * "Designed a seal cartridge that cut warranty claims 40% in its first 18 months": too long to
 * say whole, and without its relative clause the work loses its result (which a letter then
 * leaves out, blind review: the best evidence went unsaid). The made thing's result is a clause
 * of its own, led by a pronoun for it: "designed a seal cartridge" and "it cut warranty claims 40%
 * in its first 18 months". Only for a relative clause with a past verb and a result figure.
 */
export function resultOfItsObject(part: ClauseWords): ClauseWords[] {
  if (part.words.length <= SAID_WHOLE || !part.verb) return [part];
  const at = part.words.findIndex(
    (word, i) =>
      i >= 2 &&
      /^(that|which)$/i.test(word) &&
      !/[,;:]$/.test(part.words[i - 1] ?? "") &&
      part.verbs[i + 1]?.form === "past",
  );
  if (at < 0 || !RESULT_FIGURE.test(part.words.slice(at + 1).join(" "))) return [part];
  // "the toolkit (CUPED, guardrail metrics) that cut…": the made thing stands before the brackets.
  const opening = part.words.slice(0, at).findLastIndex((word) => word.startsWith("("));
  const noun = part.words[at - 1]?.endsWith(")") && opening > 0 ? opening - 1 : at - 1;
  const made = (part.words[noun] ?? "").replace(/[^\p{L}-]/gu, "");
  const plural = tagWords(made)[0]?.tags.has("Plural") === true;
  return [
    { words: part.words.slice(0, at), verbs: part.verbs.slice(0, at), verb: part.verb },
    {
      words: [plural ? "they" : "it", ...part.words.slice(at + 1)],
      verbs: [undefined, ...part.verbs.slice(at + 1)],
      verb: undefined,
      refersBack: true,
    },
  ];
}

// How a result with its own subject is said: "compliance rose", "the cycle shortened".
const RESULT_VERBS = new Set(
  `rose fell dropped climbed held doubled tripled improved increased decreased grew shortened reached
  closed exceeded`.split(/\s+/),
);

export function statesResult({ words, verbs }: ClauseWords): boolean {
  return words.some((word, i) => RESULT_VERBS.has(word.toLowerCase()) || verbs[i]?.form === "past");
}

/**
 * "office referrals fell from 19 to 4", "forecast error fell to 26%": a result with its own
 * subject names what moved in two words or more. "compliance rose to 96%" or "sell-through rose
 * 31%" alone leave the reader asking of what (blind review): the bullet said it before the cut.
 */
export function namesItsSubject({ words, verbs }: ClauseWords): boolean {
  // The verb after the subject: a first word read as a past form ("forecast error") is the subject's.
  const at = words.findIndex(
    (word, i) => i > 0 && (RESULT_VERBS.has(word.toLowerCase()) || verbs[i]?.form === "past"),
  );
  return at >= 2;
}

/** A figure that reports a result: a share, a sum of money, a change from one value to another. */
export const RESULT_FIGURE = /\d\s?%|[$£€]\s?\d|\bfrom [^\s\d]{0,3}\d[^\s]{0,12} to\b/;

/** A number of its own, not part of a name ("pink1", "HL7"). */
export const STANDALONE_NUMBER = /(?:^|[^\p{L}\d])\d/u;

/** Verbs that take an object: one met with a preposition instead was done to the thing before it. */
export const TAKES_OBJECT = new Set(
  "file publish adopt approve accept cite feature patent fund endorse commission license present".split(" "),
);

/** "now used by 14 teams", "later adopted by the ads team": an adverb, a past participle and "by". */
export function usedBy(words: string[]): boolean {
  const [first = "", verb = "", by = ""] = words.map((word) => word.toLowerCase());
  return (
    /^(now|later|since|then|also|still|eventually|subsequently)$/.test(first) &&
    by === "by" &&
    readVerb(verb)?.form === "past"
  );
}

/**
 * "…; forecast error on the top 200 SKUs improved from 41% to 26%": a word that is both a noun
 * and a verb's unchanged past (forecast, cost, set, cut) opening a later clause is the subject's
 * first word when a regular past verb follows it with nothing that starts a new action between
 * (no "and", comma, relative pronoun or "to"/"by"): English puts the subject before its verb.
 */
export function nounBeforeItsVerb({ words, verbs }: ClauseWords): boolean {
  const first = (words[0] ?? "").toLowerCase();
  if (verbs[0]?.form !== "past" || first.endsWith("ed") || !/^\p{L}+$/u.test(first)) return false;
  for (let i = 1; i < words.length; i++) {
    const word = (words[i] ?? "").toLowerCase();
    if (/^(and|or|then|that|which|who|to|by)$/.test(word) || /[,;:]$/.test(words[i - 1] ?? "")) return false;
    if (verbs[i]?.form === "past" && (word.endsWith("ed") || RESULT_VERBS.has(word))) return i > 1;
  }
  return false;
}

/** "by re-costing", "through cross-training": how a result was reached, as a list of -ing acts. */
const MEANS_LIST = / (?:by|through) \p{L}[\p{L}-]*ing\b/u;

/**
 * "…in 10 months by re-costing 46 items, moving to whole-animal butchery and renegotiating with
 * 3 purveyors": the -ing parts after the first go on listing how the result was reached. Said as
 * acts of their own ("and moved to…") they lose the "by", and the meaning changes (blind review).
 */
export function listsMeans(text: string): boolean {
  return MEANS_LIST.test(text);
}

/** The clause before such a list, without the list's start: no one means reads as the only one. */
export function withoutMeansList(text: string): string {
  const by = text.search(MEANS_LIST);
  return by > 0 && text.slice(0, by).split(" ").length >= 3 ? text.slice(0, by) : text;
}
