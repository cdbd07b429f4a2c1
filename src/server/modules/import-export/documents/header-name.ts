import { holdsEmailOrPhone } from "./contact-details.ts";
import type { SourceLine } from "./source-lines.ts";

// Which of the header's lines hold the person's name: the largest type (the first line when the
// source has no sizes), but never a title naming the document ("Curriculum Vitae" set larger than
// the name), and with the line under it when the name is printed on two lines in the same type
// ("JOHN" over "DOE" in a sidebar, "Siobhán" over "O'Callaghan" beside a block of details, or
// "Patricia N." over "OKAFOR").

/** Titles a resume may print above or beside the name, in the languages the reader knows. */
const DOCUMENT_TITLES = new Set(
  "curriculum vitae|curriculum vitæ|resume|résumé|cv|c.v.|lebenslauf|hoja de vida|currículum|currículum vitae|curriculum vitae et studiorum|履歴書|简历|個人簡歷".split(
    "|",
  ),
);
export const isDocumentTitleText = (text: string) => DOCUMENT_TITLES.has(text.trim().toLowerCase());
export const isDocumentTitle = (line: SourceLine) => isDocumentTitleText(line.text);

/** Marks that part a title from the name on one line: "Jane Doe | Resume", "CV – Jane Doe". */
const TITLE_SEPARATORS = new Set(["|", "–", "—", "-", "·", "•", ":", "/"]);

/**
 * The name without the document's title printed on its line: templates set the title beside
 * the name, after it or before it ("Jan Küster | Resume", whose bar is drawn, not typed;
 * "Curriculum Vitae: Ana Ruiz"). A name never ends or starts with the word "Resume" or "CV".
 */
export function withoutDocumentTitle(text: string): string {
  const words = text.trim().split(/\s+/);
  const isTitle = (some: string[]) => isDocumentTitleText(some.join(" ").replace(/:$/, ""));
  const trimSeparators = (some: string[]) => {
    while (some.length && TITLE_SEPARATORS.has(some.at(-1) as string)) some.pop();
    while (some.length && TITLE_SEPARATORS.has(some[0] as string)) some.shift();
    return some;
  };
  // Titles are one to four words long ("curriculum vitae et studiorum").
  for (let count = Math.min(4, words.length - 1); count >= 1; count--) {
    const atEnd = trimSeparators(words.slice(0, -count));
    if (isTitle(words.slice(-count)) && atEnd.length) return atEnd.join(" ");
    const atStart = trimSeparators(words.slice(count));
    if (isTitle(words.slice(0, count)) && atStart.length) return atStart.join(" ");
  }
  return text;
}

/** One word of letters (a hyphen or an apostrophe may join parts): "JOHN", "Anne-Marie". */
const isNameWord = (text: string) => /^\p{Lu}[\p{L}'’-]*$/u.test(text.trim());
/** A middle initial: "N.". */
const isInitial = (word: string) => /^\p{Lu}\.$/u.test(word);

/**
 * A line that opens a name printed on two lines: one name word ("JOHN" over "DOE"), or given
 * names ending in a middle initial ("Patricia N." over "OKAFOR"): a name never ends with its
 * middle initial, so the family name must follow.
 */
function opensName(text: string): boolean {
  const words = text.trim().split(" ");
  if (words.length === 1) return isNameWord(text);
  return words.length <= 3 && isInitial(words.at(-1) as string) && words.slice(0, -1).every(isNameWord);
}

export function nameLinesOf(lines: SourceLine[]): { line?: SourceLine; second?: SourceLine } {
  const candidates = lines.filter((line) => !isDocumentTitle(line));
  const largest = Math.max(...candidates.map((line) => line.size ?? 0));
  // A header holding only the document's title holds no name (a details table may: details-block.ts).
  if (!candidates.length) return {};
  const line = candidates.find((candidate) => (candidate.size ?? 0) === largest) ?? lines[0];
  if (!line?.size) return { line };
  const size = line.size;
  // The name's own words: a detail set beside it in smaller type is a part of its own.
  const own = (candidate: SourceLine) => (candidate.parts?.[0] ?? candidate.text).trim();
  // The name's second line is the next line in its type; a block of details beside the name
  // ("London" / "ana@…" right of "Siobhán" / "O'Callaghan") sets smaller lines between: the
  // details run on their own, smaller line pitch, up to four of them in two lines of the name.
  const at = lines.indexOf(line);
  const next = lines
    .slice(at + 1, at + 6)
    .find((candidate) => !candidate.size || candidate.size > size * 0.6);
  const between = next ? lines.slice(at + 1, lines.indexOf(next)) : [];
  // A block of details beside a name on two lines shares its rows: the second name line may carry
  // a detail in a part of its own ("O'Callaghan | Phone +44 …") though the first carries none.
  const detailBeside = Boolean(next?.parts?.slice(1).some(holdsEmailOrPhone));
  const second =
    next?.size &&
    (!next.parts || line.parts || detailBeside) &&
    (!line.parts || next.parts || between.length > 0) &&
    Math.abs(next.size - size) <= size * 0.1 &&
    (between.length === 0 || line.parts) &&
    opensName(own(line)) &&
    own(next).split(" ").length <= 2 &&
    own(next).split(" ").every(isNameWord)
      ? next
      : undefined;
  return { line, ...(second ? { second } : {}) };
}

/**
 * The name with its word spaces back, spelled out by the e-mail address: a text layer may lose
 * the space between words set very large (TeX sets it as a gap, not a character), and people's
 * addresses usually spell their names with a dot, a dash or an underscore between the words
 * ("GabrielaFerreira", "gabriela.ferreira@…" -> "Gabriela Ferreira"). Only a name of one word
 * whose letters are exactly the address's words, each word starting with a capital, is spaced.
 */
export function spacedName(name: string, email: string): string {
  if (name.includes(" ")) return name;
  const words = (email.split("@")[0] ?? "").split(/[._-]/);
  if (words.length < 2 || words.some((word) => word.length < 2)) return name;
  if (words.join("").toLowerCase() !== name.toLowerCase()) return name;
  const spaced: string[] = [];
  let at = 0;
  for (const word of words) {
    spaced.push(name.slice(at, at + word.length));
    at += word.length;
  }
  return spaced.every((word) => /^\p{Lu}/u.test(word)) ? spaced.join(" ") : name;
}

/**
 * A name whose words the text layer set apart as pieces of their own ("JOHN" | "DOE"): a name
 * printed letter-spaced has word gaps as wide as a column's, and a person's name is more than
 * one word, so a first piece of one name word takes the one-word name pieces after it (up to
 * three words in all). A headline of several words ("Ana Ruiz" | "Staff Nurse") is left alone.
 */
export function joinedNameWords(pieces: string[]): string[] {
  const [first] = pieces;
  if (first === undefined || first.trim().includes(" ") || !isNameWord(first)) return pieces;
  let count = 1;
  while (count < 3 && count < pieces.length && isNameWord(pieces[count] as string)) count++;
  if (count === 1) return pieces;
  return [pieces.slice(0, count).join(" "), ...pieces.slice(count)];
}
