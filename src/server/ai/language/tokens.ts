// Word tokens shared by keyword extraction, ATS scoring and the grounding check. One tokenizer
// everywhere means "found in the resume" means the same thing in every feature.

export interface Token {
  /** The word as written ("Node.js", "C++", "Bachelor's"). */
  text: string;
  /** Lower case, hyphens split off, possessive dropped ("node.js", "c++", "bachelor"). */
  lower: string;
  /** `lower` folded to a stem so plurals and -ing/-ed forms meet ("applications" -> "application"). */
  key: string;
  start: number;
  end: number;
}

// A word is letters/digits, with ".", "/", "&" or an apostrophe inside it ("node.js", "ci/cd",
// "R&D", "don't") and "+" or "#" at its end ("c++", "c#"). A leading dot only for ".NET".
const WORD = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}]|[./&'’](?=[\p{L}\p{N}]))*[+#]*/gu;

/** The word's lower-case form: "’" as "'", possessive "'s" dropped. */
function lowerWord(word: string): string {
  let lower = word.toLowerCase().replace(/’/g, "'");
  if (lower.endsWith("'s")) lower = lower.slice(0, -2);
  else if (lower.endsWith("s'")) lower = lower.slice(0, -1);
  return lower;
}

/**
 * A crude stemmer that only has to be consistent, not linguistic: both sides of every
 * comparison go through it. Plural "s", "-ing", "-ed" and a final "e" come off, so
 * manage/manages/managed/managing all become "manag" and sales/sale become "sal".
 */
function foldWord(lower: string): string {
  if (!/^[a-z]+$/.test(lower)) return lower;
  let word = lower;
  if (word.length > 4 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) {
    word = word.endsWith("ies") && word.length > 5 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  }
  if (word.length > 5 && word.endsWith("ing")) word = word.slice(0, -3);
  else if (word.length > 4 && word.endsWith("ed"))
    word = word.endsWith("ied") ? `${word.slice(0, -3)}y` : word.slice(0, -2);
  if (word.length > 3 && word.endsWith("e")) word = word.slice(0, -1);
  // "programm(ing)" and "program" meet: a doubled final consonant left by -ing/-ed goes.
  if (word.length > 4 && /([bdgklmnprt])\1$/.test(word)) word = word.slice(0, -1);
  return word;
}

// Folding is the hot spot of every scan and resumes repeat their words: remember each word's
// forms (bounded, so odd input cannot grow it without limit).
const FORMS = new Map<string, { lower: string; key: string }>();

/** Every word of `text` with its position, hyphenated words split ("cross-functional" -> 2 words). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    let raw = match[0];
    let start = match.index;
    if (raw.startsWith(".") && !/^\.net$/i.test(raw)) {
      raw = raw.slice(1);
      start++;
    }
    let forms = FORMS.get(raw);
    if (!forms) {
      const lower = lowerWord(raw);
      forms = { lower, key: foldWord(lower) };
      if (FORMS.size > 50_000) FORMS.clear();
      FORMS.set(raw, forms);
    }
    tokens.push({ text: raw, lower: forms.lower, key: forms.key, start, end: start + raw.length });
  }
  return tokens;
}
