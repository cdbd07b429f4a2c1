import dictionary from "dictionary-en";
import hyphenation from "hyphen/en-us/index.js";
import nspell from "nspell";

// English words and where TeX may break them, for telling a word a layout broke at a line's end
// ("Uni-" / "versity") from a compound typed with its hyphen ("Mid-" / "Market").

/** Longer than any English word: longer runs of letters are no word to look up. */
const LONGEST_WORD = 40;

let speller: ReturnType<typeof nspell> | undefined;

/**
 * The word is in the US English dictionary (Hunspell's, with its plurals and other forms), as
 * printed or in lower case ("University", "freelance"). The dictionary is loaded the first
 * time a word is looked up (a quarter of a second), and only documents with a word broken at a
 * line's end ever look one up.
 */
export function isEnglishWord(word: string): boolean {
  if (!word || word.length > LONGEST_WORD) return false;
  speller ??= nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
  return speller.correct(word) || speller.correct(word.toLowerCase());
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * TeX's fewest letters before and after a break it makes (\lefthyphenmin 2 and
 * \righthyphenmin 3, plain TeX's and LaTeX's English defaults).
 */
const LEFT_MIN = 2;
const RIGHT_MIN = 3;

/**
 * TeX could break `word` after its first `at` letters: its US English hyphenation patterns
 * (Liang's, the ones TeX Live loads for English) allow a break there and leave at least the
 * fewest letters TeX keeps on each side. TeX breaks a word only at such a place, so a line-end
 * hyphen anywhere else was typed ("co-" / "worker": TeX breaks "cowork-er", never "co-worker").
 */
export function texMayBreak(word: string, at: number): boolean {
  if (at < LEFT_MIN || word.length - at < RIGHT_MIN || word.length > LONGEST_WORD) return false;
  const pieces = hyphenation
    .hyphenateSync(word.toLowerCase(), { hyphenChar: "|", minWordLength: 4 })
    .split("|");
  let offset = 0;
  for (const piece of pieces) {
    offset += piece.length;
    if (offset === at) return true;
  }
  return false;
}
