import { nameCasing } from "../language/name-casing.ts";
import { numberValues } from "../language/numbers.ts";
import { readVerb } from "../language/verbs.ts";
import { NOMINALS, SAME_MEANING } from "./rewrite-equivalents.ts";
import type { Tense } from "./tense.ts";

// The check every rewrite of a user's line passes before anyone sees it (issue 33): a rewrite
// may strengthen how a line reads, never what it claims. It keeps the person's part (helped,
// led, was tasked with), the tense of every verb they wrote (but for the role's tense rule on
// the opening verb), every name exactly as cased, every number, and adds no verb the line did
// not have (a new verb is a new responsibility) beyond swaps of the same meaning.

/** Past any real bullet: a longer line is left as written rather than aligned word by word. */
const MAX_WORDS = 400;

/**
 * Words that state the person's part in the work, each with the part it states. A rewrite keeps
 * the same parts, in the same number: "helped" never becomes "built" or "contributed to",
 * "led" never becomes "contributed to", "tasked with" (given the task) never becomes "did it".
 * Phrases of the same part read the same: "in charge of" is overseeing, "worked with" is
 * collaborating, "took part in" is participating.
 */
const PART_WORDS: Record<string, string> = {
  help: "help",
  assist: "assist",
  aid: "aid",
  contribute: "contribute",
  support: "support",
  participate: "participate",
  collaborate: "collaborate",
  lead: "lead",
  head: "lead",
  spearhead: "lead",
  direct: "direct",
  chair: "chair",
  manage: "manage",
  oversee: "oversee",
  supervise: "supervise",
  own: "own",
  coordinate: "coordinate",
};
const PART_PHRASES: [string, string][] = [
  ["tasked with", "tasked"],
  ["was tasked", "tasked"],
  ["in charge of", "oversee"],
  ["worked with", "collaborate"],
  ["worked closely with", "collaborate"],
  ["took part in", "participate"],
  ["involved in", "participate"],
];

/** The person's parts stated in `text`, sorted ("co-" words each state a shared part). */
function partsOf(text: string): string[] {
  const words = bareWords(text).map((word) => word.toLowerCase());
  const parts: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    const phrase = PART_PHRASES.find(([p]) => p.split(" ").every((part, k) => words[i + k] === part));
    if (phrase) {
      parts.push(phrase[1]);
      i += phrase[0].split(" ").length - 1;
      continue;
    }
    if (/^co-\p{L}/u.test(word)) parts.push("co");
    else if (word === "tasked") parts.push("tasked");
    // "We built" is the team's work: dropping "we" would make it the person's alone.
    else if (word === "we") parts.push("we");
    else {
      // A noun of action states the part its verb does ("management of" is managing).
      const lemma = readVerb(word)?.lemma ?? NOMINALS[word];
      const part = lemma ? PART_WORDS[lemma] : undefined;
      // A noun "lead" ("Lead designer on 9 projects") states a part too: it is kept either way.
      if (part) parts.push(part);
    }
  }
  return parts.sort();
}

/**
 * Words whose exact spelling is a name: a capital inside ("xY", "eBay", "LightGBM"), all
 * capitals ("SQL"), a dotted name ("abc.com", "Node.js"), or a capitalised word that does not
 * open the line or a sentence ("Google", "Python"). The line's first word is the sentence's
 * capital, unless it is one of the first three kinds.
 */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split("\n")) {
    const words = line.split(" ").filter(Boolean);
    words.forEach((raw, i) => {
      const word = trimWord(raw);
      if (!word || !/\p{L}/u.test(word)) return;
      const sentenceStart = i === 0 || /[.!?:;]["')]?$/.test(words[i - 1] ?? "");
      if (isNameShaped(word) || (!sentenceStart && /^\p{Lu}/u.test(word))) names.push(word);
    });
  }
  return names;
}

/** A capital after the first letter, all capitals, or a dot between letters. */
export function isNameShaped(word: string): boolean {
  if (/\p{L}\.\p{L}/u.test(word)) return true;
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    return true;
  }
  return /\p{Lu}/u.test(letters.slice(1));
}

/**
 * Whether `rewrite` says what `original` says: see the module comment. `tense` is the role's;
 * the opening verb may move to it. Every failure is a reason to show the line as written.
 */
export function keepsMeaning(original: string, rewrite: string, tense: Tense): boolean {
  const before = bareWords(original);
  const after = bareWords(rewrite);
  if (before.length > MAX_WORDS || after.length > MAX_WORDS) return false;
  if (partsOf(original).join() !== partsOf(rewrite).join()) return false;
  if (!keepsNames(original, rewrite)) return false;
  const stated = numberValues(rewrite);
  for (const value of numberValues(original)) if (!stated.has(value)) return false;
  return keepsVerbs(original, rewrite, tense);
}

/** Every name of the original still there, spelled and cased the same; none re-cased. */
function keepsNames(original: string, rewrite: string): boolean {
  const after = new Set(bareWords(rewrite));
  // Names at the start of a line count too ("abc.com", "xY Labs" never become "Abc.com", "XY").
  for (const name of namesIn(original)) if (!after.has(name)) return false;
  const before = new Set(bareWords(original));
  const beforeLower = new Set([...before].map((word) => word.toLowerCase()));
  // A word the original has only in other capitals, now capitalised inside a sentence.
  for (const name of namesIn(rewrite)) {
    // "javascript" -> "JavaScript" is the name's own casing (language/name-casing.ts), a fix;
    // "xY Labs" -> "XY Labs" is not.
    // A word written all in lower case and now an acronym ("api" -> "API") is the usual fix too.
    const acronym = /^\p{Lu}{2,5}s?$/u.test(name) && before.has(name.toLowerCase());
    const canonical = nameCasing(name) === name || acronym;
    if (!before.has(name) && beforeLower.has(name.toLowerCase()) && !startsLine(rewrite, name) && !canonical)
      return false;
  }
  return true;
}

/** Whether `word` opens a line or a sentence of `text`, where a capital is the sentence's. */
function startsLine(text: string, word: string): boolean {
  return text
    .split("\n")
    .some((line) => line.startsWith(word) || line.includes(`. ${word}`) || line.includes(`; ${word}`));
}

/**
 * The verbs: each verb of the rewrite is one the original has in the same form, or the opening
 * verb moved to the role's tense, or a verb of the same meaning as one it replaces
 * (rewrite-equivalents.ts). A verb the original does not have is a new responsibility.
 */
function keepsVerbs(original: string, rewrite: string, tense: Tense): boolean {
  const before = bareWords(original).map((word) => word.toLowerCase());
  const forms = new Map<string, Set<string>>();
  for (const word of before) {
    const reading = readVerb(word);
    if (!reading) continue;
    const set = forms.get(reading.lemma) ?? new Set<string>();
    set.add(reading.form);
    forms.set(reading.lemma, set);
  }
  const text = ` ${before.join(" ")} `;
  const written = new Set(before);
  for (const line of rewrite.split("\n")) {
    const words = bareWords(line).map((word) => word.toLowerCase());
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? "";
      if (written.has(word)) continue;
      const reading = readVerb(word);
      if (!reading) continue;
      const had = forms.get(reading.lemma);
      const sources = SAME_MEANING[reading.lemma] ?? [];
      const replaces = sources.some((source) => text.includes(` ${source} `));
      if (!had && !replaces) return false;
      // A verb the original has in another form: only the role's tense, and only on verbs
      // listed at the opening (a verb deep in the line is the user's grammar, not the tense).
      if (had && !had.has(reading.form) && !(roleForm(reading.form, tense) && i < 8)) return false;
      // "Supports XGBoost" is said of the project: its subject is not the person.
      if (had?.size === 1 && had.has("third")) return false;
    }
  }
  return true;
}

function roleForm(form: string, tense: Tense): boolean {
  return tense === "past" ? form === "past" : form === "base" || form === "past";
}

function bareWords(text: string): string[] {
  return text.split(/\s+/).map(trimWord).filter(Boolean);
}

function trimWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && "\"'“‘([{".includes(word.charAt(start))) start++;
  while (end > start && ".,;:!?\"'”’)]}".includes(word.charAt(end - 1))) end--;
  return word.slice(start, end);
}
