import { tagWords } from "../language/grammar.ts";
import { readVerb, verbForms } from "../language/verbs.ts";
import { capitalFirst, type Tense } from "./polish-bullet.ts";

// An overlong line, or one that runs two actions together, as whole bullets (issue 33): at its
// sentence ends, then at a clause break ("...; grew sales 14%", "..., then rolled out",
// "..., and trained 12 cooks", "..., identifying a new cell type"). Every word stays; only an
// -ing verb that opens a new bullet takes the tense of the verb it hung from.

/** Past this many words, a line joining two actions reads as two bullets run together. */
export const JOINED_WORDS = 20;
const MIN_PART_WORDS = 5;

interface Break {
  /** Index of the last word of the first part. */
  at: number;
  /** Words dropped after it ("and", "then"). */
  skip: number;
  /** The -ing verb opening the second part, to be put in a tense. */
  gerund: boolean;
}

/** The bullets `text` splits into, or undefined when it has no break that leaves whole bullets. */
export function splitBullet(text: string, tense: Tense, long: number): string[] | undefined {
  // A short line splits only where it joins two actions; "She is kind. Her work is the best."
  // is one thought in two sentences.
  const sentences = text.split(" ").length > long ? splitSentences(text) : [text];
  const parts = sentences.flatMap((sentence) => {
    const count = sentence.split(" ").length;
    return count > JOINED_WORDS ? (splitAtClause(sentence, tense) ?? [sentence]) : [sentence];
  });
  return parts.length > 1 ? parts.map((part) => capitalFirst(part)) : undefined;
}

/** Sentence by sentence, where each side reads as a whole bullet ("D. K. Osei." is no sentence). */
function splitSentences(text: string): string[] {
  const words = text.split(" ");
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i] ?? "";
    if (!endsSentence(word) || !/^["“(]?[\p{Lu}\d]/u.test(words[i + 1] ?? "")) continue;
    const first = opening(words, from, i + 1);
    if (i + 1 - from < 3 || !standsAlone(opening(words, i + 1, words.length))) continue;
    // The line's own opening may be a title ("Tech lead for the ranking team."), but not a
    // list of authors ("D. K. Osei, M. Farrow."), which is no sentence to split after.
    const title = from === 0 && i + 1 >= MIN_PART_WORDS && !/(^| )\p{Lu}\. /u.test(`${first} `);
    if (!title && !standsAlone(first)) continue;
    parts.push(words.slice(from, i + 1).join(" "));
    from = i + 1;
  }
  parts.push(words.slice(from).join(" "));
  return parts;
}

/** How many words of a part tell whether it stands alone: its opening and its first verb. */
const OPENING_WORDS = 12;

/** The first words of the part from `start` to `end`: bounded, so scanning a line stays linear. */
function opening(words: string[], start: number, end: number): string {
  return words.slice(start, Math.min(end, start + OPENING_WORDS)).join(" ");
}

/** A full stop after a word of three letters or more: "Osei." ends a sentence, "vs." does not. */
function endsSentence(word: string): boolean {
  let end = word.length;
  if (end > 0 && "\"'”’)".includes(word.charAt(end - 1))) end--;
  if (end < 4 || !".!?".includes(word.charAt(end - 1))) return false;
  end--;
  // "engineers)." ends a sentence too.
  if ("\"'”’)".includes(word.charAt(end - 1))) end--;
  return end >= 3 && /^\p{L}{3}$/u.test(word.slice(end - 3, end));
}

/** Two halves at the clause break nearest the middle, the second a whole bullet. */
function splitAtClause(text: string, tense: Tense): [string, string] | undefined {
  const words = text.split(" ");
  let best: Break | undefined;
  const middle = words.length / 2;
  for (let i = 0; i < words.length - 1; i++) {
    const found = breakAfter(words, i);
    if (!found) continue;
    const left = i + 1;
    const right = words.length - (i + 1 + found.skip);
    if (left < MIN_PART_WORDS || right < MIN_PART_WORDS) continue;
    if (!found.gerund && !standsAlone(opening(words, i + 1 + found.skip, words.length))) continue;
    if (!best || Math.abs(i - middle) < Math.abs(best.at - middle)) best = found;
  }
  if (!best) return undefined;
  const first = words.slice(0, best.at + 1).join(" ");
  const second = words.slice(best.at + 1 + best.skip);
  if (best.gerund) second[0] = tensed(second[0] ?? "", words[0] ?? "", tense);
  return [`${first.slice(0, -1)}.`, second.join(" ")];
}

function breakAfter(words: string[], i: number): Break | undefined {
  const word = words[i] ?? "";
  if (word.endsWith(";")) return { at: i, skip: 0, gerund: false };
  if (!word.endsWith(",")) return undefined;
  const next = words[i + 1] ?? "";
  if (/^(then|and)$/i.test(next)) {
    const reading = readVerb(words[i + 2] ?? "");
    return reading && reading.form !== "gerund" ? { at: i, skip: 1, gerund: false } : undefined;
  }
  // ", identifying a subpopulation": a second action in -ing, with an object of its own.
  const reading = readVerb(next);
  const object = words[i + 2] ?? "";
  if (reading?.form === "gerund" && /^\p{Ll}|^\d/u.test(object) && !/^(by|to|in|on|with)$/.test(object)) {
    return { at: i, skip: 0, gerund: true };
  }
  return undefined;
}

/** The -ing verb in the tense of the line's opening verb (its action's), else the role's. */
function tensed(gerund: string, opening: string, tense: Tense): string {
  const lemma = readVerb(gerund)?.lemma ?? "";
  const forms = verbForms(lemma);
  if (!forms) return gerund;
  const form = readVerb(opening)?.form;
  const past = form === "past" || (form !== "base" && tense === "past");
  return past ? forms.past : forms.base;
}

// Words that point back to the part before: a part opening with one cannot stand alone.
const POINTS_BACK = new Set(
  "it its this that these those they them which who whose where when then now also both each such all".split(
    " ",
  ),
);

/**
 * Whether a part reads as a whole bullet: it opens with an action verb ("cut waste 12%"), or
 * with a subject of its own and a verb after it ("forecast error fell from 17% to 9%"). "It
 * became the basis of..." and "now used by 14 teams" lean on the part before; "+4.1%
 * conversion in a 6-week test" has no verb.
 */
function standsAlone(part: string): boolean {
  const [opening = "", next = ""] = part.split(" ");
  const first = opening.replace(/[,:;.]$/, "");
  if (POINTS_BACK.has(first.toLowerCase())) return false;
  // "Adopted by the ads team": a passive without its subject leans on the part before.
  if (/^by$/i.test(next)) return false;
  const reading = readVerb(first);
  // "Compares against linear models" is said of the paper or product before it.
  if (reading?.form === "third") return false;
  if (reading && reading.form !== "gerund") return true;
  // "Leading a team of 6 engineers": an -ing verb before its object leads a bullet too.
  if (reading && /^(a|an|the|\d)/i.test(next) && !/^a\.|@/.test(next)) return true;
  const tagged = tagWords(part);
  // "2 were cited", "3 went into production", "5 of 6 met their goals": a count of something
  // the part before names.
  if (/^\d/.test(first) && (tagged[1]?.tags.has("Verb") || /^of$/i.test(next))) return false;
  const tags = tagged[0]?.tags;
  if (!tags || tags.has("Adverb") || tags.has("Preposition") || tags.has("Gerund")) return false;
  // An action verb the lexicon lacks ("Provisioned", "Renegotiated"), read by compromise.
  if (tags.has("Verb")) return tags.has("PastTense") || tags.has("Infinitive") || tags.has("Imperative");
  return tagged.slice(1).some((word) => word.tags.has("PastTense") || word.tags.has("PresentTense"));
}
