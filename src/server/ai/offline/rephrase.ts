import { PHRASE_BANK } from "./phrase-bank/index.ts";
import { polishPhrase, politeAlternatives, spellOut } from "./polish-phrase.ts";

// The free tool: professional alternatives to a casual phrase. The bank is searched fuzzily
// (word overlap with typo-tolerant words, plus edit distance over the whole phrase), so "i dont
// no" still finds "I don't know"; bank phrases inside a longer sentence are swapped in place;
// anything else is polished by rule. Best first, at most 8, never empty.

const MAX = 8;
const WHOLE_MATCH = 0.8;

interface Entry {
  key: string;
  words: string[];
  alternatives: readonly string[];
  /** Phrases of two words or more may be swapped inside a sentence; "gonna" is left to the rules. */
  inline: boolean;
}

/** Slang spelled out, lower case, punctuation gone: "I dunno!" -> "i do not know". */
function normalise(text: string): string {
  return spellOut(text)
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const ENTRIES: Entry[] = PHRASE_BANK.map(([casual, alternatives]) => {
  const key = normalise(casual);
  const inline = casual.trim().split(/\s+/).length >= 2 && alternatives.some((alt) => /^\p{Ll}/u.test(alt));
  return { key, words: key.split(" "), alternatives, inline };
});

// Two rows reused by every call: the tool compares one phrase with a thousand bank words.
let previousRow = new Uint16Array(64);
let currentRow = new Uint16Array(64);

export function editDistance(a: string, b: string): number {
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
  let found = 0;
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
    if (bestAt >= 0) used.add(bestAt);
    found += best;
  }
  const recall = found / entry.length;
  const precision = found / input.length;
  return recall + precision ? (2 * recall * precision) / (recall + precision) : 0;
}

function similarity(key: string, words: string[], entry: Entry): number {
  if (key === entry.key) return 1;
  const longest = Math.max(key.length, entry.key.length);
  const characters =
    Math.min(key.length, entry.key.length) / longest >= 0.5 ? 1 - editDistance(key, entry.key) / longest : 0;
  return Math.max(characters, overlap(words, entry.words));
}

/** Where an entry's words appear in a row inside the input's words (exact words only). */
function findInside(words: string[], entry: Entry): number {
  outer: for (let i = 0; i + entry.words.length <= words.length; i++) {
    for (let n = 0; n < entry.words.length; n++) if (words[i + n] !== entry.words[n]) continue outer;
    return i;
  }
  return -1;
}

export function rephraseOffline(phrase: string): string[] {
  const key = normalise(phrase);
  const words = key ? key.split(" ") : [];
  const results: string[] = [];
  if (words.length) {
    const scored = ENTRIES.map((entry) => ({ entry, score: similarity(key, words, entry) }))
      .filter((item) => item.score >= WHOLE_MATCH)
      .sort((a, b) => b.score - a.score);
    for (const { entry } of scored) results.push(...entry.alternatives);
    if (!results.length) results.push(...substitutions(phrase, words));
  }
  // Rules only when the bank has nothing: its alternatives read better than a tidied original.
  if (!results.length) results.push(...politeAlternatives(phrase));
  const unique = [...new Set(results.map((text) => text.trim()).filter(Boolean))];
  if (!unique.length) unique.push(polishPhrase(phrase) || "Thank you.");
  return unique.slice(0, MAX);
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
