import { isEnglishWord } from "../language/english-dictionary.ts";
import { isSkillWord } from "../language/skill-index.ts";
import { spokenCount } from "../language/word-frequency.ts";
import { correctSpelling } from "./misspellings.ts";
import type { QualityFinding, QualityLine } from "./quality-types.ts";
import { lineWords } from "./words.ts";

// Spelling (issue 33 §7): the list of common misspellings (misspellings.ts), then the US English
// dictionary. A word the list lacks is flagged only when it reads as a slip on a known word: it is in no
// dictionary, no skill and no name of the resume, is no form of a dictionary word, and one
// keystroke away (a letter dropped, added, changed or two swapped) is an English word people
// use far more ("recieved" -> "received"). Jargon the dictionary lacks ("titration",
// "weldments", "debiasing") is left alone: a spelling check that flags a nurse's vocabulary is
// one the user learns to ignore.
// Only lower-case words are looked up: a capitalised word, an acronym, a code or a number is a
// name the dictionary cannot know (Kubernetes, PySpark, GD&T).

/** Shorter words are mostly abbreviations ("etl", "mito", "ux"). */
const SHORTEST = 5;
const LONGEST = 30;
const LOWER_WORD = /^[a-z]+$/;
/** The correction must be a word people say (SUBTLEX-US count), and far more than the slip. */
const KNOWN_COUNT = 5;
const MORE_COMMON = 10;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

// Endings and beginnings English builds words with: "ramped" is "ramp", "rebalancing" is
// "balancing", "subpopulation" is "population" (the dictionary lists few such forms).
const SUFFIXES = ["s", "es", "ed", "d", "ing", "er", "ers", "ly", "al", "able"];
const PREFIXES = "re un sub micro mis pre non over under co de multi inter cross anti post semi mid".split(
  " ",
);
// British spellings the US dictionary lacks: organisation, honours, councillor, catalogue, centre.
const BRITISH: [RegExp, string][] = [
  [/is(e|ed|es|ing|ation|ations)$/, "iz$1"],
  [/ys(e|ed|es|ing)$/, "yz$1"],
  [/our(s|ed|ing|able)?$/, "or$1"],
  [/ll(or|ors|ed|ing|er|ers)$/, "l$1"],
  [/ogue(s)?$/, "og$1"],
  [/tre(s)?$/, "ter$1"],
];
// Latin honours on a degree ("magna cum laude"): resume words, not English ones.
const LATIN_HONOURS = new Set(["summa", "magna", "laude"]);

function isKnown(word: string): boolean {
  return isEnglishWord(word) || isSkillWord(word) || LATIN_HONOURS.has(word);
}

/** A form of a known word: an ending or a beginning on it, or its British spelling. */
function isFormOfKnown(word: string): boolean {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const stem = word.slice(0, -suffix.length);
    if (isKnown(stem) || isKnown(`${stem}e`)) return true;
    // "planned" is "plan"; "trainning" is not "train", as "training" is the word.
    const single = stem.slice(0, -1);
    if (stem.at(-1) === stem.at(-2) && isKnown(single) && !isEnglishWord(single + suffix)) return true;
  }
  for (const prefix of PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && rest.length >= 4 && (isKnown(rest) || isFormOfKnown(rest))) return true;
  }
  return BRITISH.some(([ending, us]) => ending.test(word) && isKnown(word.replace(ending, us)));
}

/** The commonest English word one keystroke from `word`, if it is far commoner than `word`. */
function slipOf(word: string): string | undefined {
  const candidates = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [before, after] = [word.slice(0, i), word.slice(i)];
    if (after) candidates.add(before + after.slice(1));
    if (after.length > 1) candidates.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) {
      candidates.add(before + letter + after);
      if (after) candidates.add(before + letter + after.slice(1));
    }
  }
  candidates.delete(word);
  const floor = Math.max(KNOWN_COUNT, spokenCount(word) * MORE_COMMON);
  let best: string | undefined;
  let bestCount = floor - 1;
  for (const candidate of candidates) {
    const count = spokenCount(candidate);
    if (count > bestCount && isEnglishWord(candidate)) [best, bestCount] = [candidate, count];
  }
  return best;
}

/**
 * The resume's own names, lower-cased: any word it writes with a capital where a sentence does
 * not start ("xY Labs", "Kubernetes"). A capital that starts a line or a sentence says nothing.
 */
function namesOf(lines: readonly QualityLine[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines)
    for (const { word, initial } of wordsOf(line.text))
      if (!initial)
        for (const part of word.split("-")) if (/\p{Lu}/u.test(part)) names.add(part.toLowerCase());
  return names;
}

/** The line's words without a possessive ("department's"), each marked when it starts a sentence. */
function wordsOf(text: string): { word: string; initial: boolean }[] {
  return lineWords(text).map((word, i, all) => ({
    word: word.text.replace(/['’]s$/, ""),
    initial: i === 0 || (all[i - 1]?.endsClause ?? false),
  }));
}

/** What a word (as written, or lower-cased where a sentence starts) should read, and why. */
function correction(
  part: string,
  initial: boolean,
  names: Set<string>,
): { right: string; common: boolean } | undefined {
  // "Recieved" at the start of a bullet is the word "recieved"; "Kubernetes" mid-line is a name.
  const lower = initial && /^\p{Lu}\p{Ll}+$/u.test(part) ? part.toLowerCase() : part;
  const listed = correctSpelling(lower);
  if (listed) return { right: listed, common: true };
  if (!LOWER_WORD.test(lower) || lower.length < SHORTEST || lower.length > LONGEST) return undefined;
  if (names.has(lower)) return undefined;
  const right = slipInDictionary(lower);
  return right ? { right, common: false } : undefined;
}

/** Words looked up before, with what they should read ("" when right): "Check" is pressed again after edits. */
const VERDICTS = new Map<string, string>();
const REMEMBERED = 5_000;

function slipInDictionary(word: string): string | undefined {
  let verdict = VERDICTS.get(word);
  if (verdict === undefined) {
    verdict = isKnown(word) || isFormOfKnown(word) ? "" : (slipOf(word) ?? "");
    if (VERDICTS.size >= REMEMBERED) VERDICTS.delete(VERDICTS.keys().next().value as string);
    VERDICTS.set(word, verdict);
  }
  return verdict || undefined;
}

/** Misspelt words: the list of common misspellings first, then slips the dictionary shows. */
export function spelling(lines: readonly QualityLine[]): QualityFinding[] {
  const names = namesOf(lines);
  const findings: QualityFinding[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (const { word, initial } of wordsOf(line.text)) {
      // "cross-functional", "nurse-communication": each part is a word of its own.
      for (const part of word.split("-")) {
        if (seen.has(part)) continue;
        seen.add(part);
        const found = correction(part, initial && part === word.split("-")[0], names);
        if (!found) continue;
        findings.push({
          field: line.field,
          check: "spelling",
          severity: "fix",
          message: found.common
            ? `"${part}" is a common misspelling of "${found.right}".`
            : `"${part}" looks like a misspelling of "${found.right}".`,
          excerpt: part,
        });
      }
    }
  }
  return findings;
}
