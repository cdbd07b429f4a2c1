// Dates as people write them (docs/decisions/018). A resume date is stored as "MM/YYYY" when
// its month is known and as "YYYY" when only the year is (a degree listed as "2015"); "" is
// not given. What a person types ("Aug 2011", "8/2011", "2011-08", "082011") is read by
// splitting it into word and number tokens, never by one big pattern, so no input can make
// the reader backtrack.

const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;

/** What the wizard says when a typed date cannot be read: the forms that work. */
export const TYPED_DATE_MESSAGE =
  "Write a month and year, such as Aug 2021, 08/2021 or 2021-08, or the year alone, such as 2021.";

/** What the API says when a stored date is neither MM/YYYY nor YYYY. */
export const STORED_DATE_MESSAGE = "Use MM/YYYY (for example 03/2021) or the year alone (for example 2021).";

/** English month names, for showing a stored date ("August 2011"). */
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

// The one table of month names and "still ongoing" words the product reads dates with (the
// wizard, the document reader, the LinkedIn and JSON Resume imports): full names and the
// abbreviations people print, in the languages resumes are written in here (English, French,
// German, Spanish, Portuguese, Italian). An abbreviation may end with a dot ("Sept.", "févr.").
const MONTH_WORDS: readonly string[][] = [
  [
    "january",
    "jan",
    "janvier",
    "janv",
    "januar",
    "jänner",
    "jän",
    "enero",
    "ene",
    "janeiro",
    "gennaio",
    "gen",
  ],
  [
    "february",
    "feb",
    "février",
    "fevrier",
    "févr",
    "fevr",
    "februar",
    "febr",
    "febrero",
    "fevereiro",
    "fev",
    "febbraio",
  ],
  ["march", "mar", "mars", "märz", "marz", "mär", "mrz", "marzo", "março", "marco"],
  ["april", "apr", "avril", "avr", "abril", "abr", "aprile"],
  ["may", "mai", "mayo", "maio", "maggio", "mag"],
  ["june", "jun", "juin", "juni", "junio", "junho", "giugno", "giu"],
  ["july", "jul", "juillet", "juil", "juli", "julio", "julho", "luglio", "lug"],
  ["august", "aug", "août", "aout", "agosto", "ago"],
  [
    "september",
    "sept",
    "sep",
    "septembre",
    "septiembre",
    "setiembre",
    "setembro",
    "set",
    "settembre",
    "sett",
  ],
  ["october", "oct", "octobre", "oktober", "okt", "octubre", "outubro", "out", "ottobre", "ott"],
  ["november", "nov", "novembre", "noviembre", "novembro"],
  [
    "december",
    "dec",
    "décembre",
    "decembre",
    "déc",
    "dezember",
    "dez",
    "diciembre",
    "dic",
    "dezembro",
    "dicembre",
  ],
];
const MONTH_BY_WORD = new Map(
  MONTH_WORDS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** The words for one month (1–12), full name first: "august", "aug", "août", … */
export const monthWords = (month: number): readonly string[] => MONTH_WORDS[month - 1] ?? [];

/** Every month word, longest first (so a pattern tries "september" before "sep"). */
export const MONTH_WORD_LIST: readonly string[] = [...MONTH_BY_WORD.keys()].sort(
  (a, b) => b.length - a.length,
);

/** "Aug", "août", "Sept.", "März" -> 8, 8, 9, 3; anything else -> undefined. */
export function monthOfWord(word: string): number | undefined {
  const lower = word.toLowerCase();
  return MONTH_BY_WORD.get(lower.endsWith(".") ? lower.slice(0, -1) : lower);
}

/**
 * Words (and short phrases) that say a role goes on, in the same languages: "Present",
 * "aujourd'hui", "heute", "actualidad", "atual", "oggi", "至今".
 */
export const PRESENT_WORDS: readonly string[] = [
  "present",
  "current",
  "currently",
  "now",
  "today",
  "ongoing",
  "to date",
  "till date",
  "présent",
  "aujourd'hui",
  "aujourd’hui",
  "maintenant",
  "en cours",
  "heute",
  "jetzt",
  "laufend",
  "presente",
  "actualidad",
  "actualmente",
  "actual",
  "hoy",
  "atual",
  "atualmente",
  "o momento",
  "oggi",
  "in corso",
  "attuale",
  "至今",
  "现在",
];
const PRESENT_SET = new Set(PRESENT_WORDS);

/** Whether the text is one of PRESENT_WORDS ("Present", "Heute", "aujourd'hui"). */
export function isPresentWord(text: string): boolean {
  return PRESENT_SET.has(text.trim().toLowerCase());
}

export type TypedDate =
  | { kind: "empty" }
  | { kind: "date"; value: string }
  | { kind: "present" }
  | { kind: "invalid" };

const pad = (month: number) => String(month).padStart(2, "0");
const isDigit = (char: string) => char >= "0" && char <= "9";
const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase();

/** Runs of letters and runs of digits; spaces, "/", "-", ".", "," only separate them. */
function tokens(text: string): string[] | undefined {
  const found: string[] = [];
  let current = "";
  let kind: "letter" | "digit" | "" = "";
  for (const char of text) {
    const next = isDigit(char) ? "digit" : isLetter(char) ? "letter" : "";
    if (next === "" && !" /-.,".includes(char)) return undefined;
    if (next !== kind && current) {
      found.push(current);
      current = "";
    }
    if (next) current += char;
    kind = next;
  }
  if (current) found.push(current);
  return found;
}

const yearOk = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;
const monthOk = (month: number) => month >= 1 && month <= 12;

function monthYear(month: number, year: number): TypedDate {
  return monthOk(month) && yearOk(year)
    ? { kind: "date", value: `${pad(month)}/${year}` }
    : { kind: "invalid" };
}

/** The date a person typed, in its stored form; "Present" and the like as ongoing. */
export function readTypedDate(input: string): TypedDate {
  const text = input.trim();
  if (text === "") return { kind: "empty" };
  // Longer than any date anyone writes ("September 2021" is 14): not read at all.
  if (text.length > 30) return { kind: "invalid" };
  const parts = tokens(text);
  if (!parts || parts.length === 0) return { kind: "invalid" };
  if (parts.length === 1) {
    const [only] = parts as [string];
    if (isPresentWord(only)) return { kind: "present" };
    if (/^\d{4}$/.test(only))
      return yearOk(Number(only)) ? { kind: "date", value: only } : { kind: "invalid" };
    // "082011": month then year without a separator.
    if (/^\d{6}$/.test(only)) return monthYear(Number(only.slice(0, 2)), Number(only.slice(2)));
    return { kind: "invalid" };
  }
  if (parts.length !== 2) return { kind: "invalid" };
  const [first, second] = parts as [string, string];
  const isYear = (part: string) => /^\d{4}$/.test(part);
  const isMonthNumber = (part: string) => /^\d{1,2}$/.test(part);
  // "Aug 2011", "2011 August"
  const named = monthOfWord(first) ?? monthOfWord(second);
  if (named !== undefined) {
    const year = monthOfWord(first) !== undefined ? second : first;
    return isYear(year) ? monthYear(named, Number(year)) : { kind: "invalid" };
  }
  // "08/2011", "8/2011"
  if (isMonthNumber(first) && isYear(second)) return monthYear(Number(first), Number(second));
  // "2011-08"
  if (isYear(first) && isMonthNumber(second)) return monthYear(Number(second), Number(first));
  return { kind: "invalid" };
}

/** The stored form of a typed date, or undefined when it cannot be read (or says "Present"). */
export function normalizeTypedDate(input: string): string | undefined {
  const read = readTypedDate(input);
  if (read.kind === "empty") return "";
  return read.kind === "date" ? read.value : undefined;
}

/** A stored date's parts: "08/2011" -> { year: 2011, month: 8 }; "2011" -> { year: 2011 }. */
export function storedDateParts(value: string): { year: number; month?: number } | undefined {
  const text = value.trim();
  if (/^\d{4}$/.test(text)) return { year: Number(text) };
  if (/^\d{2}\/\d{4}$/.test(text)) {
    const month = Number(text.slice(0, 2));
    return monthOk(month) ? { year: Number(text.slice(3)), month } : undefined;
  }
  return undefined;
}

/** Whether `value` is a stored date: "", "MM/YYYY" or "YYYY" within the years we take. */
export function isStoredDate(value: string): boolean {
  if (value.trim() === "") return true;
  const parts = storedDateParts(value);
  return parts !== undefined && yearOk(parts.year);
}

/** Whether a stored date names its month ("08/2011", not "2011"). */
export function hasMonth(value: string): boolean {
  return storedDateParts(value)?.month !== undefined;
}

/**
 * A stored date as a month count (year * 12 + month - 1), for ordering and spans. A year alone
 * is its first month when `edge` is "early" and its last when "late": callers pick the edge
 * that never overstates (a span from "2015" to "2017" covers at least Dec 2015 to Jan 2017).
 */
export function monthNumber(value: string, edge: "early" | "late"): number | undefined {
  const parts = storedDateParts(value);
  if (!parts) return undefined;
  const month = parts.month ?? (edge === "early" ? 1 : 12);
  return parts.year * 12 + month - 1;
}

/** A stored date for people: "08/2011" -> "August 2011", "2011" -> "2011", else as it is. */
export function spelledDate(value: string): string {
  const parts = storedDateParts(value);
  if (!parts) return value;
  const name = parts.month ? MONTHS[parts.month - 1] : undefined;
  return name ? `${name[0]?.toUpperCase()}${name.slice(1)} ${parts.year}` : String(parts.year);
}

/**
 * Whether an entry's end comes before its start. A year alone is given the benefit of the doubt
 * ("08/2015" to "2015" is fine: it may have ended in December).
 */
export function endsBeforeStart(start: string, end: string): boolean {
  const from = monthNumber(start, "early");
  const to = monthNumber(end, "late");
  return from !== undefined && to !== undefined && to < from;
}
