import { iconsAsSeparators } from "./contact-icons.ts";
import { splitLabel } from "./labelled-text.ts";

// A contact line -> its pieces, one detail each. Resumes set details apart with "|" (spaced or
// not: "site.com| fb.co/me"), "·", "•", wide gaps, tabs or icons; some put them side by side
// with single spaces only ("me@x.com +1 (415) 555-0142 San Francisco, CA x.com/in/me").

// "|" alone: the spaces around it are trimmed off the pieces (no " *" on both sides to backtrack).
// Bullets and diamonds ("•", "▪", "⋄" as LaTeX's $\diamond$ prints, "◆") are never part of a
// detail, so they part details with or without spaces ("(714) 555-0129•E: me@x.com"). A middle
// dot does too, but for Catalan's "l·l" inside a word ("Col·legi"); a slash only with a space
// on each side ("Lyon / 555 0142"), as web addresses and dates hold bare slashes. A semicolon
// with a space after it lists details as a sentence would ("me@x.com; 0123 456789; Lyon"): no
// email, phone, place or web address holds one (nor ends with one, as the list's last may).
const PIECE_SEPARATORS = /\||[•◦▪⋄◆♦]|(?<!l)·|·(?!l)| \/ |;(?: |$)| {2,}|\t/;

/**
 * A label and its value in separate parts ("Email Add." | ": me@x.com"): word processors align
 * the colons of a "Label : value" list with a tab, which reads as a gap.
 */
function withLabelsJoined(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    if ((trimmed.startsWith(":") || trimmed.startsWith("：")) && joined.length)
      joined[joined.length - 1] = `${joined.at(-1)} : ${trimmed.slice(1).trim()}`;
    else joined.push(part);
  }
  return joined;
}

/**
 * A piece whose words include a detail that is one word (an email or a web address) with other
 * words beside it, cut around those words; a phone number at the start or end of what is left is
 * cut off too. A "Label: value" piece keeps its label with the detail after it; a piece with no
 * such word stays whole.
 */
function cutAtDetailWords(
  piece: string,
  isDetailWord: (word: string) => boolean,
  isPhone: (text: string) => boolean,
): string[] {
  const labelled = splitLabel(piece);
  if (labelled) {
    // A label names the one detail after it: more details on its piece ("E-Mail: me@x.com
    // https://x.com", a second line of details joined to the first) are pieces of their own.
    const [first = "", ...more] = labelled.value.split(" ").filter(Boolean);
    if (!more.length || !isDetailWord(first)) return [piece];
    return [`${labelled.label}: ${first}`, ...cutAtDetailWords(more.join(" "), isDetailWord, isPhone)];
  }
  const words = piece.split(" ").filter(Boolean);
  // Two words are a detail and its icon or label ("\uF0E0 me@x.com", "Email me@x.com").
  if (words.length < 3 || !words.some(isDetailWord)) return [piece];
  const pieces: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) pieces.push(...withPhoneCut(run, isPhone));
    run = [];
  };
  for (const word of words) {
    if (isDetailWord(word)) {
      flush();
      pieces.push(word);
    } else run.push(word);
  }
  flush();
  return pieces;
}

// Digits and the marks phones are written with; two tests, so no two runs compete for the same digits.
const isPhoneWord = (word: string) => /^[+(]?[\d().\-–/]+$/.test(word) && /\d/.test(word);

/** "+1 (415) 555-0142 San Francisco, CA" -> the phone and the place. */
function withPhoneCut(words: string[], isPhone: (text: string) => boolean): string[] {
  let lead = 0;
  while (lead < words.length && isPhoneWord(words[lead] as string)) lead++;
  if (lead > 0 && lead < words.length && isPhone(words.slice(0, lead).join(" ")))
    return [words.slice(0, lead).join(" "), words.slice(lead).join(" ")];
  let tail = words.length;
  while (tail > 0 && isPhoneWord(words[tail - 1] as string)) tail--;
  if (tail > 0 && tail < words.length && isPhone(words.slice(tail).join(" ")))
    return [words.slice(0, tail).join(" "), words.slice(tail).join(" ")];
  return [words.join(" ")];
}

// Spaces, no-break spaces too (Word and Writer keep "&nbsp;|&nbsp;" around a separator as
// U+00A0, and French typography sets U+202F before ":"), and the marks that part details.
const SEPARATOR_MARKS = " \u00a0\u202f|·•◦▪⋄◆♦";

/** "612-555-0110 •": a separator the layout set apart with the detail before or after it. */
function withoutEdgeSeparators(piece: string): string {
  let start = 0;
  let end = piece.length;
  while (start < end && SEPARATOR_MARKS.includes(piece[start] as string)) start++;
  while (end > start && SEPARATOR_MARKS.includes(piece[end - 1] as string)) end--;
  return piece.slice(start, end);
}

/**
 * "Phone: 555-010-1234 Email: me@x.com", "P: 555 0142 E: me@x.com W: x.com": labelled details
 * typed one after another with single spaces between them. A contact label ending in a colon
 * after other words starts a detail of its own (a two-word label, "Phone number:", with its
 * first word).
 */
function cutAtLabels(piece: string, isLabel: (label: string) => boolean): string[] {
  const pieces: string[] = [];
  let run: string[] = [];
  for (const word of piece.split(" ")) {
    const label = word.length > 1 && word.endsWith(":") ? word.slice(0, -1) : "";
    const previous = run.at(-1) ?? "";
    if (label && run.length > 1 && isLabel(`${previous} ${label}`)) {
      pieces.push(run.slice(0, -1).join(" "));
      run = [previous];
    } else if (label && run.length && isLabel(label)) {
      pieces.push(run.join(" "));
      run = [];
    }
    run.push(word);
  }
  if (run.length) pieces.push(run.join(" "));
  return pieces;
}

export function splitContactPieces(
  parts: string[],
  isDetailWord: (word: string) => boolean,
  isPhone: (text: string) => boolean,
  isLabel: (label: string) => boolean,
): string[] {
  return withLabelsJoined(parts)
    .flatMap((part) => iconsAsSeparators(part).split(PIECE_SEPARATORS))
    .map(withoutEdgeSeparators)
    .filter(Boolean)
    .flatMap((piece) => cutAtLabels(piece, isLabel))
    .flatMap((piece) => cutAtDetailWords(piece, isDetailWord, isPhone));
}
