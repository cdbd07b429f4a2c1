import hyphenation from "hyphen/en-us/index.js";
import { LONGEST_WORD } from "../../../ai/language/english-dictionary.ts";

// Where TeX may break an English word, for telling a word a layout broke at a line's end
// ("Uni-" / "versity") from a compound typed with its hyphen ("Mid-" / "Market"); whether the
// joined word is English is the dictionary's (ai/language/english-dictionary.ts).

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
