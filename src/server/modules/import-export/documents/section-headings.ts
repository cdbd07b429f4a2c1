import { TELLING_WORDS } from "./heading-telling-words.ts";
import { type DraftSection, EXACT_HEADINGS } from "./heading-vocabulary.ts";
import { trimEndOf } from "./labelled-text.ts";

export type { DraftSection };

// A heading is recognised by its words (heading-vocabulary.ts): exactly, then without their
// spaces, then two section names joined, then a telling word inside a short styled line.

const BY_WORDS = new Map<string, DraftSection>(
  Object.entries(EXACT_HEADINGS).flatMap(([key, words]) => words.map((word) => [word, key as DraftSection])),
);
// The same words without their spaces: a heading set in spaced capitals ("E X P E R I E N C E")
// or split inside a word where its first letters are coloured ("exp erience") reads right.
const BY_LETTERS = new Map<string, DraftSection>(
  [...BY_WORDS].map(([words, key]) => [words.replace(/[\s-]/g, ""), key]),
);

/**
 * A heading's words, compared without case, end colon, numbering or decoration: a leading
 * symbol or icon character ("■ Skills", "➤ Experience") is ornament, never part of the name.
 */
function headingWords(text: string): string {
  const words = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, "")
    .replace(/\s+/g, " ")
    .replace(/’/g, "'");
  return trimEndOf(words, ":：|—–_=*# ").trim();
}

// Two section names joined ("Education & Certifications", "Awards and Honors", "Skills /
// Languages"): the heading is read by the first, when every one of them names a section.
const JOINED = /&|\+|\/|,| and | und | et | y | e | и |、|与|和|及/;

function byWords(words: string): DraftSection | undefined {
  const letters = words.replace(/[\s-]/g, "");
  // A heading may name its section in the singular ("Skill", "Award", "Reference").
  return (
    BY_WORDS.get(words) ??
    BY_LETTERS.get(letters) ??
    (/\p{L}$/u.test(words) ? BY_LETTERS.get(`${letters}s`) : undefined)
  );
}

/** The section a heading's exact words start, if any ("Work History" -> work). */
export function sectionOfWords(text: string): DraftSection | undefined {
  const words = headingWords(text);
  if (!words) return undefined;
  const whole = byWords(words);
  if (whole) return whole;
  const names = words
    .split(JOINED)
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length < 2) return undefined;
  const keys = names.map(byWords);
  return keys.every(Boolean) ? keys[0] : undefined;
}

/** The section a styled short heading names by a telling word ("Teaching Experience" -> work). */
export function sectionOfTellingWord(text: string): DraftSection | undefined {
  const words = headingWords(text);
  const letters = words.replace(/\s/g, "");
  return TELLING_WORDS.find(([word]) => words.includes(word) || letters.includes(word))?.[1];
}
