import { isEnglishWord } from "../language/english-dictionary.ts";
import { phraseWords } from "../phrase-echo.ts";
import { spellOut } from "./polish-phrase.ts";
import { isName, joinWords, softenTone, splitWords } from "./soften-tone.ts";
import { isToneWord } from "./tone-words.ts";

// The facts a person gives in a phrase for the free tool: names, numbers, dates and the reason
// they state ("because of budget cuts"). A professional rewording says the same thing in a
// better register; it never drops one of these facts nor adds one of its own. Word steps and
// single-pass patterns only (no backtracking), so the cost grows with the phrase's length.

export interface PhraseFacts {
  /** Lower-case word runs every answer must hold: "friday", "3", "budget cuts", "next week". */
  required: string[];
  /** Names as written (a name's casing is the person's): "John", "Acme". */
  names: string[];
  /** The stated reason as softened, with its linking words: "because of budget cuts". */
  reason: string;
}

// English words for numbers: a number said in words is a fact as much as "3".
const NUMBER_WORDS = new Set(
  "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million half twice".split(
    " ",
  ),
);
// Days, months and the words that fix a time: "on Friday", "in March", "today".
const DAY_WORDS = new Set(
  "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays today tomorrow yesterday tonight".split(
    " ",
  ),
);
// "may" and "march" are months only when written as names ("in May"); the others always are.
const MONTHS = new Set(
  "january february april june july august september october november december jan feb apr jun jul aug sep sept oct nov dec".split(
    " ",
  ),
);
const CAPITAL_MONTHS = new Set(["May", "March"]);
// "next week", "last month", "this weekend": the second word fixes a time only after the first.
const TIME_LEADS = new Set(["next", "last", "this", "coming"]);
const TIME_UNITS = new Set(
  "week weekend month year quarter morning afternoon evening night sprint monday tuesday wednesday thursday friday saturday sunday".split(
    " ",
  ),
);
/** Words that open a stated reason; the reason runs to the end of its sentence. */
const REASON_OPENERS: readonly (readonly string[])[] = [
  ["because", "of"],
  ["due", "to"],
  ["as", "a", "result", "of"],
  ["owing", "to"],
  ["because"],
];
const SENTENCE_END = new Set([".", "!", "?", ";"]);
// Words that carry no fact of their own inside a reason ("because of the new rules" -> "new rules").
const REASON_LIGHT = new Set(
  "because due since result owing a an the of to my our your their his her its this that these those i we you they he she it me us them is are was were be been am do does did have has had and or but so very really just all some any will would can could".split(
    " ",
  ),
);
const PRONOUN_I = new Set(["I", "I'm", "I've", "I'd", "I'll"]);

/** Where a run of words starts inside `words`, from `from`, or -1. */
function indexOfRun(words: readonly string[], run: readonly string[], from = 0): number {
  outer: for (let at = from; at + run.length <= words.length; at++) {
    for (let n = 0; n < run.length; n++) if (words[at + n] !== run[n]) continue outer;
    return at;
  }
  return -1;
}

/** The reason clause of a (softened) phrase, opener included: "because of budget cuts", or "". */
function reasonOf(text: string): string {
  const tokens = splitWords(text);
  const lower = tokens.map((token) => token.toLowerCase());
  for (const opener of REASON_OPENERS) {
    const at = indexOfRun(lower, opener);
    if (at < 0) continue;
    let end = at + opener.length;
    while (end < tokens.length && !SENTENCE_END.has(tokens[end] ?? "")) end++;
    if (end > at + opener.length) return joinWords(tokens.slice(at, end));
  }
  return "";
}

function isNumber(word: string): boolean {
  for (const char of word) if (char >= "0" && char <= "9") return true;
  return NUMBER_WORDS.has(word.toLowerCase());
}

/** A phrase typed in capitals ("I HATE THIS") has no names to find by their capital letter. */
function isShouted(tokens: readonly string[]): boolean {
  const letters = tokens.join("").replace(/[^A-Za-z]/g, "");
  const capitals = letters.replace(/[^A-Z]/g, "");
  return letters.length > 3 && capitals.length > letters.length * 0.6;
}

/** A name: a capitalised word mid-sentence, or a first word compromise reads as a name. */
function isNameAt(tokens: readonly string[], at: number, shouted: boolean): boolean {
  const word = tokens[at] ?? "";
  if (shouted || !/^\p{Lu}/u.test(word) || PRONOUN_I.has(word)) return false;
  const lower = word.toLowerCase();
  if (DAY_WORDS.has(lower) || MONTHS.has(lower) || CAPITAL_MONTHS.has(word)) return false;
  // A word in capitals that is an English word is shouted ("I really HATE this"), not an acronym.
  if (word.length > 1 && word === word.toUpperCase() && (isEnglishWord(lower) || lower === "ok"))
    return false;
  const sentenceStart = at === 0 || SENTENCE_END.has(tokens[at - 1] ?? "") || tokens[at - 1] === ",";
  return !sentenceStart || isName(word);
}

/** Names, numbers, dates and reason words a phrase states. */
export function factsOf(phrase: string): PhraseFacts {
  const tokens = splitWords(spellOut(phrase));
  const lower = tokens.map((token) => token.toLowerCase());
  const shouted = isShouted(tokens);
  const required: string[] = [];
  const names: string[] = [];
  const add = (fact: string) => {
    if (fact && !required.includes(fact)) required.push(fact);
  };
  // Numbers are read once text-speak is gone: "late 2 work" says "to", not a number.
  const softened = softenTone(phrase).text;
  for (const word of splitWords(softened)) if (isNumber(word)) add(phraseWords(word));
  for (let at = 0; at < tokens.length; at++) {
    const word = lower[at] ?? "";
    const original = tokens[at] ?? "";
    if (isNumber(word)) continue;
    if (DAY_WORDS.has(word) || MONTHS.has(word) || CAPITAL_MONTHS.has(original)) add(word);
    else if (TIME_LEADS.has(word) && TIME_UNITS.has(lower[at + 1] ?? "")) add(`${word} ${lower[at + 1]}`);
    else if (isNameAt(tokens, at, shouted)) {
      names.push(original.replace(/['’]s$/, ""));
      add(phraseWords(original.replace(/['’]s$/, "")));
    }
  }
  // The reason is read from the softened phrase: a blunt word in it is swapped in every answer.
  const reason = reasonOf(softened);
  for (const word of splitWords(reason).slice(1)) {
    const bare = phraseWords(word);
    if (bare && !REASON_LIGHT.has(bare) && !isToneWord(bare) && bare !== "of" && bare !== "to") add(bare);
  }
  return { required, names, reason };
}

/** Whether `answer` holds every fact (whole words), with each name in the person's casing. */
export function keepsFacts(answer: string, facts: PhraseFacts): boolean {
  // "Dave's bugs" holds the name "Dave": the possessive is read as a word of its own.
  const padded = ` ${phraseWords(answer.replace(/['’]s\b/g, " s"))} `;
  if (!facts.required.every((fact) => padded.includes(` ${fact} `))) return false;
  const cased = ` ${splitWords(answer).join(" ")} `;
  return facts.names.every((name) => cased.includes(` ${name} `) || cased.includes(` ${name}'s `));
}

/**
 * A number, date or name the answer states that the phrase does not ("by Friday" out of
 * nowhere): a rewording must not add a fact. Capitals at a sentence start and "I" are not names.
 */
export function addsFacts(answer: string, phrase: string): boolean {
  const given = ` ${phraseWords(spellOut(phrase).replace(/['’]s\b/g, " s"))} `;
  const tokens = splitWords(answer);
  for (let at = 0; at < tokens.length; at++) {
    const word = tokens[at] ?? "";
    const lower = phraseWords(word.replace(/['’]s$/, ""));
    if (!lower || given.includes(` ${lower} `)) continue;
    const sentenceStart = at === 0 || SENTENCE_END.has(tokens[at - 1] ?? "") || tokens[at - 1] === ",";
    if (isNumber(lower) || DAY_WORDS.has(lower) || MONTHS.has(lower)) return true;
    if (!sentenceStart && /^\p{Lu}/u.test(word) && !PRONOUN_I.has(word) && !/^[A-Z]{2,4}$/.test(word))
      return true;
  }
  return false;
}
