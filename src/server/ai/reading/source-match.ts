import { monthWords } from "../../../shared/month-year.ts";

// Does a value appear in a document's text? The model's reading of a resume is kept only where
// it does (ground-draft.ts). Both sides are compared normalised: Unicode compatibility forms
// (the "ﬁ" ligature of a PDF is "fi"), case, curly quotes, every kind of dash, and runs of
// white space, line breaks included, so a bullet the page wrapped onto two lines still
// matches as one contiguous run; a word the page hyphenated at a line's end ("develop-" /
// "ment") matches joined too. A value matches whole words: "Ann" is not in "Annual".

export interface SourceMatcher {
  /** The value is a contiguous run of the text's words. */
  hasText(value: string): boolean;
  /** "YYYY", "YYYY-MM" or "YYYY-MM-DD": the year, and the month in any common form beside it. */
  hasDate(value: string): boolean;
  /** A URL, with or without its scheme, "www." and a final "/". */
  hasUrl(value: string): boolean;
  /** A phone number as written, or its digits (7 or more) on one line of the text. */
  hasPhone(value: string): boolean;
}

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SPACE = /\s+/g;

export function normalizeForMatch(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, "-")
    .replace(SPACE, " ")
    .trim();
}

// A bullet glyph a model kept at a value's start, and end punctuation it added or dropped.
const LEADING_BULLET = /^[\u2022\u2023\u25AA\u25AB\u25CF\u25E6\u2043\u2219\u00B7\u25A0\u25A1*]+ ?/;

/** `text` without any of `characters` at its end (a loop: /[.,]+$/ is quadratic on ",,,,x"). */
function withoutTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

/** The value as it is looked for: normalised, without a leading bullet or final punctuation. */
function valueKey(value: string): string {
  return withoutTrailing(normalizeForMatch(value).replace(LEADING_BULLET, ""), ".,;: ");
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWordChar = (text: string, at: number) =>
  at >= 0 && at < text.length && WORD_CHAR.test(text[at] ?? "");
/** Past this length a match inside a longer word is no accident: skip the boundary checks. */
const LONG_NEEDLE = 12;

/** `needle` in `haystack`, not starting or ending inside a word. */
function occurs(haystack: string, needle: string): boolean {
  if (!needle) return false;
  if (needle.length > LONG_NEEDLE) return haystack.includes(needle);
  const checkStart = isWordChar(needle, 0);
  const checkEnd = isWordChar(needle, needle.length - 1);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const startOk = !checkStart || !isWordChar(haystack, at - 1);
    const endOk = !checkEnd || !isWordChar(haystack, at + needle.length);
    if (startOk && endOk) return true;
  }
  return false;
}

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
/** How far after a month's name its year may be: "Jun. 2019", "June, 2019", "Jun – Aug 2019". */
const YEAR_WINDOW = 16;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;

export function createSourceMatcher(sourceText: string): SourceMatcher {
  // Lines joined by a space; and, when the text hyphenates at line ends, joined without one.
  const haystacks = [normalizeForMatch(sourceText)];
  if (sourceText.includes("-\n")) {
    haystacks.push(normalizeForMatch(sourceText.replaceAll("-\n", "")));
    haystacks.push(normalizeForMatch(sourceText.replaceAll("-\n", "-")));
  }
  const text = haystacks[0] as string;
  let lineDigits: string[] | undefined;

  const hasKey = (key: string) => key !== "" && haystacks.some((haystack) => occurs(haystack, key));

  function monthBeforeYear(month: number, year: string): boolean {
    const shortYear = `'${year.slice(2)}`;
    // The product's one table of month words (shared/month-year.ts), in every language it reads.
    for (const name of monthWords(month)) {
      for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
        const end = at + name.length;
        if (isWordChar(text, at - 1) || isWordChar(text, end)) continue;
        const after = text.slice(end, end + YEAR_WINDOW + year.length);
        if (occurs(after, year) || after.includes(shortYear)) return true;
      }
    }
    return false;
  }

  return {
    hasText: (value) => hasKey(valueKey(value)),
    hasDate(value) {
      const match = ISO_DATE.exec(value.trim());
      if (!match) return false;
      const year = match[1] as string;
      if (!occurs(text, year)) return false;
      if (match[2] === undefined) return true;
      const month = Number(match[2]);
      if (month < 1 || month > 12) return false;
      const mm = match[2];
      const m = String(month);
      const numeric = [`${mm}/${year}`, `${m}/${year}`, `${mm}-${year}`, `${mm}.${year}`, `${m}.${year}`];
      const yearFirst = [`${year}-${mm}`, `${year}/${mm}`, `${year}.${mm}`];
      return [...numeric, ...yearFirst].some((form) => occurs(text, form)) || monthBeforeYear(month, year);
    },
    hasUrl(value) {
      const bare = (url: string) =>
        withoutTrailing(
          valueKey(url)
            .replace(URL_SCHEME, "")
            .replace(/^www\./, ""),
          "/",
        );
      return hasKey(bare(value));
    },
    hasPhone(value) {
      if (hasKey(valueKey(value))) return true;
      const digits = value.replace(/\D+/g, "");
      if (digits.length < 7) return false;
      lineDigits ??= sourceText.split("\n").map((line) => line.replace(/\D+/g, ""));
      return lineDigits.some((line) => line.includes(digits));
    },
  };
}
