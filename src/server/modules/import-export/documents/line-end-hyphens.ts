import { isEnglishWord } from "../../../ai/language/english-dictionary.ts";
import { texMayBreak } from "./english-words.ts";
import type { SourceLine } from "./source-lines.ts";

// A word the layout broke at a line's end with a hyphen ("Free-" / "lance", an e-mail address
// "ana.lima@exam-" / "ple.com") is one word again once the lines are joined; a compound typed
// with its hyphen ("Mid-" / "Market", "self-" / "motivated") keeps it. Which one it was can only
// be told once the whole document is read: the joins leave a mark (BREAK) where the hyphen
// stood, and settleLineEndHyphens decides every mark at the end.

/**
 * Where a line ended in a hyphen right after a letter and the next went on in lower case. The
 * soft hyphen means just that, "a hyphen only if the word is broken here"; the PDF reader drops
 * any soft hyphen of the document's own (pdf-lines.ts), so every one is a join's.
 */
export const BREAK = "\u00AD";

/**
 * `left` (a line ending in a hyphen) and `right` (the line it wrapped to) as one text: the
 * hyphen after a letter before a lower-case letter becomes the mark; any other line-end hyphen
 * stays as printed ("Mid-" / "Market", "2019 -" / "2021"), and other text joins with `space`.
 */
export function joinAtLineEnd(left: string, right: string, space: string): string {
  if (endsInWordHyphen(left) && /^\p{Ll}/u.test(right)) return `${left.slice(0, -1)}${BREAK}${right}`;
  return `${left}${left.endsWith("-") ? "" : space}${right}`;
}

/**
 * The text ends in a hyphen right after a letter ("Free-"), looking at its last characters only
 * (a wrapped paragraph is joined line by line, and each join must not read it all again).
 */
export const endsInWordHyphen = (text: string) => text.endsWith("-") && /\p{L}$/u.test(text.slice(-3, -1));

/** Runs of letters joined by hyphens or marks: "front-end", "Uni\u00ADversity". */
const WORDS = /[\p{L}\p{M}]+(?:[-\u00AD][\p{L}\p{M}]+)*/gu;

/** The lines with every mark decided: the word joined, or its hyphen back. */
export function settleLineEndHyphens(lines: SourceLine[]): SourceLine[] {
  if (!lines.some((line) => line.text.includes(BREAK))) return lines;
  const seen = documentWords(lines);
  const settle = (text: string) =>
    text.includes(BREAK)
      ? text
          .split(" ")
          .map((token) =>
            token.includes(BREAK)
              ? token.replace(WORDS, (word) => settled(word, seen, isAddress(token)))
              : token,
          )
          .join(" ")
      : text;
  return lines.map((line) =>
    line.text.includes(BREAK)
      ? { ...line, text: settle(line.text), ...(line.parts ? { parts: line.parts.map(settle) } : {}) }
      : line,
  );
}

interface DocumentWords {
  /** Words printed whole somewhere in the document, in lower case. */
  whole: Set<string>;
  /** Compounds printed with their hyphen ("front-end"), in lower case. */
  hyphenated: Set<string>;
  /** The marks decided so far, by the letters around them ("Uni-versity"): each is looked up once. */
  decided: Map<string, boolean>;
}

/** The words the document prints whole, and its compounds typed with a hyphen. */
function documentWords(lines: SourceLine[]): DocumentWords {
  const whole = new Set<string>();
  const hyphenated = new Set<string>();
  for (const line of lines) {
    for (const [word] of line.text.toLowerCase().matchAll(WORDS)) {
      const pieces = word.split("-");
      for (let index = 0; index < pieces.length; index++) {
        const piece = pieces[index] as string;
        if (!piece.includes(BREAK)) whole.add(piece);
        const next = pieces[index + 1];
        if (next !== undefined) hyphenated.add(`${tail(piece)}-${head(next)}`);
      }
    }
  }
  return { whole, hyphenated, decided: new Map() };
}

/** A piece's letters after its last mark, and before its first. */
const tail = (piece: string) => piece.slice(piece.lastIndexOf(BREAK) + 1);
const head = (piece: string) => piece.split(BREAK)[0] as string;

/** An e-mail or web address ("ana@exam-ple.com", "www.…", "…/in/ana-lima", "exam-ple.com"). */
const isAddress = (token: string) => /[@/]|^www\.|\p{L}\.\p{L}/iu.test(token);

/** A run of letters with marks in it, each mark decided; `address`: it stands in an address. */
function settled(word: string, seen: DocumentWords, address: boolean): string {
  if (!word.includes(BREAK)) return word;
  const pieces = word.split("-").map((piece) => {
    const halves = piece.split(BREAK);
    let text = halves[0] as string;
    for (let index = 1; index < halves.length; index++) {
      const before = halves[index - 1] as string;
      const after = halves[index] as string;
      const key = `${address ? "@" : ""}${before}-${after}`;
      let broken = seen.decided.get(key);
      if (broken === undefined) {
        broken = isBrokenWord(before, after, seen, address);
        seen.decided.set(key, broken);
      }
      text += (broken ? "" : "-") + after;
    }
    return text;
  });
  return pieces.join("-");
}

/**
 * "before" + "after" is one word the layout broke, not a compound typed with its hyphen (a
 * single letter on either side never is one):
 * - the document prints the compound with its hyphen elsewhere ("co-founder"): typed;
 * - the document prints the joined word whole elsewhere ("freelance", the name "Oleksandr" in
 *   an address broken "olek-" / "sandr…"): broken, since people spell a word one way throughout;
 * - else the joined word is an English word and TeX could have broken it just there: broken
 *   ("Uni-" / "versity"). Browsers and word processors do not hyphenate unless told, and a
 *   compound whose closed form is a word too is broken at a place TeX would not break it
 *   ("co-" / "worker") or is spelled either way.
 * Inside an address only the document's own words decide: addresses hold typed hyphens between
 * words ("re-search.example.org"), and a wrong join makes an address that reaches no one.
 */
function isBrokenWord(before: string, after: string, seen: DocumentWords, address: boolean): boolean {
  // No layout leaves a single letter of a word on a line ("e-" / "mail" was typed so).
  if (before.length < 2 || after.length < 2) return false;
  const joined = before + after;
  if (seen.hyphenated.has(`${before}-${after}`.toLowerCase())) return false;
  if (seen.whole.has(joined.toLowerCase())) return true;
  return !address && texMayBreak(joined, before.length) && isEnglishWord(joined);
}
