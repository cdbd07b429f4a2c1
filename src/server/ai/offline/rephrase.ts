import { MAX_PHRASE } from "../../../shared/ai.ts";
import { cutAtWord } from "../../../shared/linear-text.ts";
import { nlp } from "../language/nlp.ts";
import { STOPWORDS } from "../language/stopwords.ts";
import { isEcho, phraseWords } from "../phrase-echo.ts";
import { PHRASE_BANK } from "./phrase-bank/index.ts";
import { matchIntents } from "./phrase-bank/intents.ts";
import { factsOf } from "./phrase-facts.ts";
import {
  blameFrames,
  discussionFrames,
  opensWithInterjection,
  requestFrames,
  statementFrames,
} from "./phrase-frames.ts";
import { meaningOf } from "./phrase-meaning.ts";
import { type Candidate, type Judge, judgeFor, passes, rank, tailAfter, withTail } from "./phrase-rank.ts";
import { polishPhrase, politeAlternatives, spellOut } from "./polish-phrase.ts";
import { softenTone } from "./soften-tone.ts";
import { isToneWord, SWEARING, toneWordsIn } from "./tone-words.ts";

// The free tool: professional alternatives to a casual phrase, at least 3, at most 8, best first,
// never the phrase back. The bank is searched fuzzily (word overlap weighted towards the words
// that carry meaning, typo-tolerant, plus edit distance for typos), so "i dont no" still finds
// "I don't know"; what the phrase is about (phrase-bank/intents.ts) adds tested wordings; its
// own words are rewritten with blunt words swapped (tone-words.ts) and framed as polite requests
// or measured statements (phrase-frames.ts), so a phrase nobody foresaw still gets real rewrites.

const MAX = 8;
const MIN = 3;
const WHOLE_MATCH = 0.8;
const TYPO_MATCH = 0.88;
/** A bank phrase this close is the user's phrase; below it, only near ("this is pointless"). */
const CLOSE_MATCH = 0.9;

interface Entry {
  key: string;
  words: string[];
  alternatives: readonly string[];
  /** Phrases of two words or more may be swapped inside a sentence; "gonna" is left to the rules. */
  inline: boolean;
}

/** Slang spelled out, lower case, punctuation gone: "I dunno!" -> "i do not know". */
function normalise(text: string): string {
  const words = spellOut(text)
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(" ")
    .filter(Boolean);
  return words.map((word) => SAME_MEANING[word] ?? word).join(" ");
}

// Words that mean the same thing in a casual phrase, so "I need more money" finds "I want more
// money" and "my boss" finds "my manager".
const SAME_MEANING: Record<string, string> = {
  need: "want",
  boss: "manager",
  supervisor: "manager",
  coworker: "colleague",
  canned: "fired",
  sacked: "fired",
  cash: "money",
};

// Words that say little about what a phrase means: "that is not my job" and "that is not my
// fault" share four words, but not the one that matters.
const LIGHT = new Set(["got", "get", "gets", "getting", "really", "so", "just", "very", "am", "im"]);
const NEGATIONS = new Set(["not", "no", "never", "nobody", "nothing"]);

function isNegated(words: readonly string[]): boolean {
  return words.some((word) => NEGATIONS.has(word) || word === "cannot");
}

function weight(word: string): number {
  // A blunt word is what the phrase is about: "whatever, do what you want" is not "what do you want".
  if (isToneWord(word)) return 1.5;
  if (NEGATIONS.has(word)) return 0.6;
  return STOPWORDS.has(word) || LIGHT.has(word) ? 0.25 : 1;
}

const ENTRIES: Entry[] = PHRASE_BANK.map(([casual, alternatives]) => {
  const key = normalise(casual);
  const inline = casual.trim().split(/\s+/).length >= 2 && alternatives.some((alt) => /^\p{Ll}/u.test(alt));
  return { key, words: key.split(" "), alternatives, inline };
});

// Two rows reused by every call: the tool compares one phrase with a thousand bank words.
let previousRow = new Uint16Array(64);
let currentRow = new Uint16Array(64);

function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  if (previousRow.length <= b.length) {
    previousRow = new Uint16Array(b.length + 1);
    currentRow = new Uint16Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) previousRow[j] = j;
  for (let i = 1; i <= a.length; i++) {
    currentRow[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      currentRow[j] = Math.min(
        (previousRow[j] as number) + 1,
        (currentRow[j - 1] as number) + 1,
        (previousRow[j - 1] as number) + cost,
      );
    }
    [previousRow, currentRow] = [currentRow, previousRow];
  }
  return previousRow[b.length] as number;
}

/** 1 for the same word, 0.8 for a typo of it ("konw"), else 0. */
function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest < 3 || Math.abs(a.length - b.length) > 2) return 0;
  const distance = editDistance(a, b);
  if (distance === 1 || (distance === 2 && longest >= 7)) return 0.8;
  // Homophone-ish slips in short words: "no" for "know", "to" for "too".
  if (/^(no|know|now)$/.test(a) && /^(no|know|now)$/.test(b)) return 0.7;
  return 0;
}

function overlap(input: string[], entry: string[]): number {
  // Each side's share is weighed by its own words: a light input word ("why") matching a heavy
  // entry word ("way") must not count for more than the input holds.
  let foundInEntry = 0;
  let foundInInput = 0;
  const used = new Set<number>();
  for (const word of entry) {
    let best = 0;
    let bestAt = -1;
    input.forEach((candidate, i) => {
      if (used.has(i)) return;
      const similarity = wordSimilarity(word, candidate);
      if (similarity > best) {
        best = similarity;
        bestAt = i;
      }
    });
    if (bestAt < 0) continue;
    used.add(bestAt);
    foundInEntry += best * weight(word);
    foundInInput += best * weight(input[bestAt] ?? "");
  }
  const total = (words: string[]) => words.reduce((sum, word) => sum + weight(word), 0);
  const recall = foundInEntry / total(entry);
  const precision = foundInInput / total(input);
  return recall + precision ? (2 * recall * precision) / (recall + precision) : 0;
}

function similarity(key: string, words: string[], entry: Entry): number {
  if (key === entry.key) return 1;
  const longest = Math.max(key.length, entry.key.length);
  // Letters alone only catch typos ("emial"): "not my job" is a few letters from "not my fault".
  const characters =
    Math.min(key.length, entry.key.length) / longest >= 0.8 ? 1 - editDistance(key, entry.key) / longest : 0;
  return Math.max(characters >= TYPO_MATCH ? characters : 0, overlap(words, entry.words));
}

/** Where an entry's words appear in a row inside the input's words (exact words only). */
function findInside(words: string[], entry: Entry): number {
  outer: for (let i = 0; i + entry.words.length <= words.length; i++) {
    for (let n = 0; n < entry.words.length; n++) if (words[i + n] !== entry.words[n]) continue outer;
    return i;
  }
  return -1;
}

/** The bank's wordings for this very phrase (`exact`) and for phrases near it (`near`), best first. */
function bankMatches(phrase: string): { exact: string[]; near: string[]; exactWords: string[] } {
  const key = normalise(phrase);
  const words = key ? key.split(" ") : [];
  const exact: string[] = [];
  const near: string[] = [];
  const exactWords: string[] = [];
  if (words.length) {
    // "I was not fired" is not "I got fired" however close the words: a bank phrase answers only
    // a phrase that is negated as it is (or not at all).
    const negated = isNegated(words);
    const scored = ENTRIES.map((entry) => ({ entry, score: similarity(key, words, entry) }))
      .filter((item) => item.score >= WHOLE_MATCH && isNegated(item.entry.words) === negated)
      .sort((a, b) => b.score - a.score);
    for (const { entry, score } of scored) (score >= CLOSE_MATCH ? exact : near).push(...entry.alternatives);
    for (const { entry, score } of scored) if (score >= CLOSE_MATCH) exactWords.push(...entry.words);
  }
  return { exact, near, exactWords };
}

/** The bank's wordings written for this very phrase: they lead the answers (phrase-rank.ts, rule 2). */
export function bankWordings(text: string): string[] {
  return bankMatches(cutAtWord(text, MAX_PHRASE)).exact;
}

export function rephraseOffline(text: string): string[] {
  // The fuzzy search compares the phrase with every bank entry: linear, but far too slow per
  // character for a page of text. The API takes at most MAX_PHRASE characters; any other caller
  // gets the same bound (docs/architecture.md "## Security", text work on user input).
  const phrase = cutAtWord(text, MAX_PHRASE);
  const key = normalise(phrase);
  const words = key ? key.split(" ") : [];
  const { exact, near, exactWords } = bankMatches(phrase);
  // An intent line carries what the phrase says about the event after its trigger: "I was let
  // go because of budget cuts" -> "I was let go from my previous position because of budget cuts."
  const spelled = spellOut(phrase);
  const intents = matchIntents(plainWords(phrase)).flatMap(({ intent, end }) =>
    intent.alternatives.map((line) => withTail(line, tailAfter(end, spelled))),
  );
  const meaning = meaningOf(phrase);
  const { lead, strong, weak } = ruleRewrites(phrase);
  // The bank's wordings for this very phrase read best. Next, the phrase's own words made polite
  // ("Could I have a day off?") beat a near bank phrase or an intent line, which lose its details
  // ("this meeting is pointless" is near "this is pointless"). A long phrase keeps its own words
  // before the intent lines too. A resignation or complaint said professionally leads them all.
  const long = words.length >= 10;
  // A complaint said as a concern replaces the other ways of saying the same feeling ("I find this
  // project frustrating." stays a complaint): only the first of those is kept.
  const others = meaning?.kind === "complaint" ? [] : strong;
  const ordered = [
    ...(meaning?.frames ?? []),
    ...lead,
    ...(long ? [...others, ...intents, ...near] : [...intents, ...near, ...others]),
  ];
  if (words.length) ordered.push(...substitutions(phrase, words));
  const facts = factsOf(phrase);
  const judge = judgeFor(phrase, facts, meaning, exactWords);
  // A reason the person gave stays with what it explains: a rewording without it gets it back
  // before its full stop ("I have some concerns about this project because the specs keep changing.").
  const reason = phraseWords(facts.reason);
  const withReason = (line: string) =>
    reason && !` ${phraseWords(line)} `.includes(` ${reason} `) ? withTail(line, facts.reason) : line;
  const candidates: Candidate[] = [
    ...exact.map((text) => ({ text, exact: true })),
    ...ordered.map((text) => ({ text: withReason(text), exact: false })),
  ];
  return keepGood(phrase, candidates, weak, judge);
}

/** Spelled-out lower-case words with apostrophes dropped, as intents and tone words are written. */
function plainWords(phrase: string): string[] {
  return phraseWords(spellOut(phrase)).split(" ").filter(Boolean);
}

/**
 * The phrase's own words with the tone fixed, as polite requests or measured statements. `weak`
 * holds frames around words that needed no change: used only when nothing better is found.
 */
function ruleRewrites(phrase: string): {
  lead: string[];
  strong: string[];
  weak: string[];
} {
  const none = { lead: [], strong: [], weak: [] };
  const variants = [0, 1, 2].map((choice) => softenTone(phrase, choice));
  const [first] = variants;
  // One word ("fired") is a topic, not a sentence to rewrite: intents and the bank answer it.
  if (!first?.text || plainWords(phrase).length < 2) return none;
  const changed = variants.filter((variant) => variant.changed).map((variant) => `${variant.text}.`);
  const requests = [...requestFrames(first.text), ...blameFrames(first.text)];
  if (requests.length) return { lead: requests, strong: changed, weak: [] };
  const statements = statementFrames(first);
  // No frame fits (an order such as "do what you want"): its words alone would read as rude.
  if (!statements.length) return none;
  if (!first.changed) return { lead: [], strong: [], weak: statements };
  const others = first.judgement ? [] : changed.slice(1);
  // "I'm not sure this meeting is the best use of our time." leads for a judgement, and
  // "Could you help me understand what happened to the server?" for a question.
  // ("I have a question: …" only repeats the question: it waits behind the intent lines.)
  const question = statements[1]?.startsWith("Could you help me understand") === true;
  if ((first.judgement && !first.judgement.plain && first.judgement.is) || question)
    return {
      lead: statements.slice(1, 3),
      strong: [statements[0] ?? "", ...statements.slice(3)],
      weak: [],
    };
  // The phrase with its blunt words swapped keeps every detail ("I made a mistake on the
  // report."), so it leads; its framings wait behind the intent lines.
  return {
    lead: statements.slice(0, 1),
    strong: [...others, ...statements.slice(1)],
    weak: [],
  };
}

/**
 * Tidied, then without echoes of the phrase, its blunt words, repeats, or answers that lose a
 * fact or the meaning (phrase-rank.ts), in the rank's order; at least three where the phrase
 * allows (its subject to discuss, then its own words in a preamble fill up), at most eight.
 */
function keepGood(phrase: string, candidates: Candidate[], fillers: string[], judge: Judge): string[] {
  const banned = [...toneWordsIn(plainWords(phrase)), ...SWEARING];
  const seen = new Set<string>();
  const accept = (candidate: string, exact = false): string | undefined => {
    const text = finish(candidate);
    // "I've decided" and "I have decided" are one answer.
    const key = phraseWords(spellOut(text));
    if (!key || seen.has(key) || isEcho(text, phrase)) return undefined;
    const padded = ` ${phraseWords(spellOut(text))} `;
    if (banned.some((word) => padded.includes(` ${word} `)) || !passes(text, judge, exact)) return undefined;
    seen.add(key);
    return text;
  };
  const good: Candidate[] = [];
  for (const candidate of candidates) {
    const text = accept(candidate.text, candidate.exact);
    if (text) good.push({ text, exact: candidate.exact });
  }
  // An answer that only repeats another in a preamble adds little ("I wanted to mention that …"):
  // it goes last, where the limit of eight cuts it first.
  const exactTexts = new Set(good.filter((candidate) => candidate.exact).map((candidate) => candidate.text));
  const kept = repeatsLast(rank(good, judge), exactTexts);
  const fill = (texts: readonly string[]) => {
    for (const filler of texts) {
      if (kept.length >= MIN) return;
      const text = accept(filler);
      if (text) kept.push(text);
    }
  };
  const softened = softenTone(phrase).text;
  fill(fillers);
  // The phrase's own (softened) words in a preamble keep every fact and the meaning; asking to
  // discuss its subject keeps only the subject, so it comes last.
  // (Only a sentence: "zzz" has no verb to mention, "sorry about …" no subject to follow "that".)
  if (softened && nlp(softened).has("#Verb") && !opensWithInterjection(softened))
    fill(
      !judge.question
        ? [
            `I wanted to mention that ${softened}.`,
            `For your awareness, ${softened}.`,
            `To keep you informed, ${softened}.`,
          ]
        : [`I have a question: ${softened}?`],
    );
  fill(discussionFrames(softened));
  fill(discussionFrames("this"));
  // Nothing passed (a phrase of blunt words only, "I hate I hate"): asking to talk about it
  // states nothing at all, so it is the one answer that cannot say something wrong.
  if (!kept.length) for (const frame of discussionFrames("this")) kept.push(finish(frame));
  return kept.slice(0, MAX);
}

/** Answers that are another answer behind a preamble ("I wanted to mention that …") go last; a bank wording stays. */
function repeatsLast(answers: string[], exact: ReadonlySet<string>): string[] {
  const padded = answers.map((answer) => ` ${phraseWords(answer)} `);
  const repeats = (at: number) =>
    !exact.has(answers[at] ?? "") &&
    padded.some(
      (other, n) => n !== at && other.length < (padded[at] ?? "").length && padded[at]?.endsWith(other),
    );
  const fresh = answers.filter((_, at) => !repeats(at));
  return [...fresh, ...answers.filter((_, at) => repeats(at))];
}

const DAYS = new Set(
  "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays".split(
    " ",
  ),
);

/** Capital, final punctuation, "I" and day names in capitals; contractions left as written. */
function finish(text: string): string {
  const polished = polishPhrase(text, false);
  return polished
    .split(" ")
    .map((word) => {
      const bare = word.toLowerCase().replace(/[.,!?;:]$/, "");
      return DAYS.has(bare) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(" ");
}

/**
 * Bank phrases inside a longer sentence, swapped for their word-level alternatives ("I'm gonna
 * send it asap" -> "I'm going to send it as soon as possible"), then polished.
 */
function substitutions(phrase: string, words: string[]): string[] {
  const inline = ENTRIES.filter((entry) => entry.inline && entry.words.length < words.length)
    .map((entry) => ({ entry, at: findInside(words, entry) }))
    .filter((item) => item.at >= 0);
  if (!inline.length) return [];
  const variants: string[] = [];
  for (let choice = 0; choice < 3; choice++) {
    let text = normalise(phrase);
    for (const { entry } of inline) {
      const options = entry.alternatives.filter((alt) => /^\p{Ll}/u.test(alt));
      const replacement = options[Math.min(choice, options.length - 1)] ?? entry.key;
      text = ` ${text} `.replace(` ${entry.key} `, ` ${replacement} `).trim();
    }
    variants.push(polishPhrase(text));
  }
  return [...variants, ...politeAlternatives(phrase)];
}
