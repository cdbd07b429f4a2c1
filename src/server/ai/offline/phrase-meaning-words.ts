import { phraseWords } from "../phrase-echo.ts";
import { spellOut } from "./polish-phrase.ts";
import { joinWords, softenTone, splitWords } from "./soften-tone.ts";

// Shared by phrase-meaning*.ts: what a kept meaning is, and the phrase read as words (openers such
// as "OK," set aside) for the subject, verb, object and rest.

type MeaningKind = "resign" | "complaint" | "let go" | "disagree" | "apology";

export interface Meaning {
  kind: MeaningKind;
  /** Rewordings that keep the subject, the object and the rest of the phrase. */
  frames: string[];
  /** Lower-case words one of which every answer must hold to keep the meaning. */
  markers: string[];
  /** The phrase's words the markers stand for ("quitting"): an answer need not repeat them. */
  said: string[];
  /** It happens to the speaker: an answer keeps them in it ("The team had layoffs" does not). */
  speaker?: boolean;
}

// "not", "never", "no" before the verb turn the meaning round: "I'm not quitting" is no resignation.
export const NEGATIONS = new Set(["not", "never", "no"]);
export const JOB_NOUNS = new Set(
  "job company role position firm team organisation organization business employer place work".split(" "),
);
export const DETERMINERS = new Set(["my", "this", "the", "our", "that", "his", "her", "their"]);

export interface Parsed {
  tokens: string[];
  lower: string[];
}

// Words that open a sentence without being part of it ("OK, I quit", "honestly I hate this"):
// set aside, so the subject is the one doing the quitting or hating.
const OPENERS = new Set(
  "ok okay well so yeah yes honestly look listen fine right alright anyway basically hey hi hello guys everyone team folks".split(
    " ",
  ),
);
// Adverbs between the subject and its verb leave both as they are: "I really hate", "I truly dislike".
export const ADVERBS = new Set([
  "really",
  "just",
  "truly",
  "honestly",
  "absolutely",
  "totally",
  "so",
  "seriously",
  "genuinely",
]);

export function parse(phrase: string): Parsed {
  return parseTokens(splitWords(spellOut(phrase)));
}

function parseTokens(all: readonly string[]): Parsed {
  let start = 0;
  while (
    start < all.length - 1 &&
    (OPENERS.has((all[start] ?? "").toLowerCase()) || /^[,.!?;:]$/.test(all[start] ?? ""))
  )
    start++;
  const tokens = all.slice(start);
  return { tokens, lower: tokens.map((token) => token.toLowerCase()) };
}

/** The rest of the phrase from `from`, softened: " on Friday", " because the pay is low", or "". */
export function restFrom(tokens: readonly string[], from: number): string {
  // A new clause after a comma keeps its comma ("I'm quitting, the pay is too low"); softening
  // would drop it as leading punctuation.
  const comma = tokens[from] === "," || tokens[from] === ";";
  const text = joinWords(tokens.slice(comma ? from + 1 : from));
  if (!text) return "";
  const softened = softenTone(text).text;
  if (!softened) return "";
  return comma ? `${tokens[from]} ${softened}` : ` ${softened}`;
}

/** Where a run of words starts in `lower`, or -1. */
export function findRun(lower: readonly string[], run: readonly string[]): number {
  return lower.findIndex((_, start) => run.every((part, n) => lower[start + n] === part));
}

/** The last word of a text, lower case: the head of a noun phrase ("the weekly status meetings" -> "meetings"). */
export function headOf(text: string): string {
  return phraseWords(text).split(" ").at(-1) ?? "";
}

// Pronouns and pointing words name no thing to keep: "this is bullshit", "you are wrong".
export const PERSONAL = new Set(
  "i you we they he she it this that these those there everyone everything".split(" "),
);

/** The phrase's clauses, split at punctuation, each read on its own. */
export function clausesOf({ tokens }: Parsed): Parsed[] {
  const clauses: Parsed[] = [];
  let start = 0;
  for (let at = 0; at <= tokens.length; at++) {
    if (at < tokens.length && !CLAUSE_MARKS.has(tokens[at] ?? "")) continue;
    if (at > start) clauses.push(parseTokens(tokens.slice(start, at)));
    start = at + 1;
  }
  return clauses;
}
const CLAUSE_MARKS = new Set([",", ".", "!", "?", ";", ":"]);
