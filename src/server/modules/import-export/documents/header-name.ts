import type { SourceLine } from "./source-lines.ts";

// Which of the header's lines hold the person's name: the largest type (the first line when the
// source has no sizes), but never a title naming the document ("Curriculum Vitae" set larger than
// the name), and with the line under it when the name is printed on two lines in the same type
// ("JOHN" over "DOE" in a sidebar).

/** Titles a resume may print above or beside the name, in the languages the reader knows. */
const DOCUMENT_TITLES = new Set(
  "curriculum vitae|curriculum vitæ|resume|résumé|cv|c.v.|lebenslauf|hoja de vida|currículum|currículum vitae|curriculum vitae et studiorum|履歴書|简历|個人簡歷".split(
    "|",
  ),
);
const isDocumentTitle = (line: SourceLine) => DOCUMENT_TITLES.has(line.text.trim().toLowerCase());

/** One word of letters (a hyphen or an apostrophe may join parts): "JOHN", "Anne-Marie". */
const isNameWord = (text: string) => /^\p{Lu}[\p{L}'’-]*$/u.test(text.trim());

export function nameLinesOf(lines: SourceLine[]): { line?: SourceLine; second?: SourceLine } {
  const candidates = lines.filter((line) => !isDocumentTitle(line));
  const largest = Math.max(...candidates.map((line) => line.size ?? 0));
  // A header holding only the document's title holds no name (a details table may: details-block.ts).
  if (!candidates.length) return {};
  const line = candidates.find((candidate) => (candidate.size ?? 0) === largest) ?? lines[0];
  if (!line?.size) return { line };
  const next = lines[lines.indexOf(line) + 1];
  const second =
    next?.size &&
    !next.parts &&
    !line.parts &&
    Math.abs(next.size - line.size) <= line.size * 0.1 &&
    isNameWord(line.text) &&
    next.text.trim().split(" ").length <= 2 &&
    next.text.trim().split(" ").every(isNameWord)
      ? next
      : undefined;
  return { line, ...(second ? { second } : {}) };
}
