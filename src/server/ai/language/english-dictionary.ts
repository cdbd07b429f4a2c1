import dictionary from "dictionary-en";
import nspell from "nspell";

// The US English dictionary (Hunspell's, with plurals and other forms, through nspell), for the
// importer's broken-word repair and the quality check's spelling. Loaded the first time a word
// is looked up (a quarter of a second, 26 MB), not at start.

/** Longer than any English word: longer runs of letters are no word to look up. */
export const LONGEST_WORD = 40;

let speller: ReturnType<typeof nspell> | undefined;

function loaded(): ReturnType<typeof nspell> {
  speller ??= nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
  return speller;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The word is in the dictionary, as printed or in lower case ("University", "freelance"). */
export function isEnglishWord(word: string): boolean {
  if (!word || word.length > LONGEST_WORD) return false;
  const dictionaryWords = loaded();
  return dictionaryWords.correct(word) || dictionaryWords.correct(word.toLowerCase());
}
