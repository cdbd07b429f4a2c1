// Dates as resumes write them -> JSON Resume dates ("2019", "2019-03", "2019-03-15"), and the
// ranges they make ("Mar 2019 – Present", "03/2019 - 06/2021", "2016 to 2018", "Summer 2020").
// A season says only its year. Every pattern is linear: no nested or overlapping repeats.

const MONTHS: [number, string[]][] = [
  [1, ["january", "jan", "enero", "ene", "janvier", "janv", "januar", "jänner", "janeiro"]],
  [2, ["february", "feb", "febrero", "février", "févr", "fevr", "februar", "fevereiro", "fev"]],
  [3, ["march", "mar", "marzo", "mars", "märz", "marz", "março", "marco"]],
  [4, ["april", "apr", "abril", "abr", "avril", "avr"]],
  [5, ["may", "mayo", "mai", "maio"]],
  [6, ["june", "jun", "junio", "juin", "juni", "junho"]],
  [7, ["july", "jul", "julio", "juillet", "juil", "juli", "julho"]],
  [8, ["august", "aug", "agosto", "ago", "août", "aout"]],
  [9, ["september", "sept", "sep", "septiembre", "septembre", "setembro", "set"]],
  [10, ["october", "oct", "octubre", "octobre", "oktober", "okt", "outubro", "out"]],
  [11, ["november", "nov", "noviembre", "novembre", "novembro"]],
  [12, ["december", "dec", "diciembre", "dic", "décembre", "déc", "dezember", "dez", "dezembro"]],
];
const MONTH_NUMBER = new Map(MONTHS.flatMap(([n, names]) => names.map((name) => [name, n] as const)));
// Longest first, so "september" is not read as "sep" + "tember".
const MONTH_NAMES = [...MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).join("|");
const SEASONS = "spring|summer|fall|autumn|winter";
const PRESENT =
  "present|current|currently|now|today|ongoing|to date|presente|actualidad|actual|aujourd'hui|heute|atual|atualmente";

const DATE = new RegExp(
  [
    // 15 Mar 2019 | Mar 2019 | March 15, 2019
    `(?<dayBefore>\\d{1,2}\\s)?(?<monthName>${MONTH_NAMES})\\.?\\s(?<dayAfter>\\d{1,2},?\\s)?(?<namedYear>(?:19|20)\\d\\d)`,
    // 2019-03-15 | 2019-03 | 2019/03
    `(?<isoYear>(?:19|20)\\d\\d)[-/.](?<isoMonth>\\d{1,2})(?:[-/.](?<isoDay>\\d{1,2}))?`,
    // 03/15/2019 | 15.03.2019
    `(?<first>\\d{1,2})[/.](?<second>\\d{1,2})[/.](?<dmyYear>(?:19|20)\\d\\d)`,
    // 03/2019 | 3.2019
    `(?<numMonth>\\d{1,2})[/.](?<numYear>(?:19|20)\\d\\d)`,
    // Summer 2020
    `(?<season>${SEASONS})\\s(?<seasonYear>(?:19|20)\\d\\d)`,
    `(?<year>(?:19|20)\\d\\d)`,
    `(?<present>${PRESENT})`,
  ]
    .map((pattern) => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`)
    .join("|"),
  "giu",
);
const RANGE_GAP = /^\s*(?:[-–—‐‑~]+|to|until|till|through|thru|bis|a|à|al|até|hasta|au)\s*$/iu;

export interface DateRange {
  start?: string;
  /** Absent with `current`, or for a single date. */
  end?: string;
  /** The range ends "Present". */
  current: boolean;
  /** Where the range stands in the text, to take it out. */
  index: number;
  length: number;
}

interface DateMatch {
  value?: string;
  present: boolean;
  index: number;
  length: number;
}

const pad = (n: number) => String(n).padStart(2, "0");
const monthDate = (year: string, month: number, day?: number) =>
  month < 1 || month > 12
    ? year
    : day && day >= 1 && day <= 31
      ? `${year}-${pad(month)}-${pad(day)}`
      : `${year}-${pad(month)}`;

function dateOf(g: Record<string, string | undefined>): string | undefined {
  if (g.monthName && g.namedYear) {
    const day = Number.parseInt(g.dayBefore ?? g.dayAfter ?? "", 10);
    return monthDate(g.namedYear, MONTH_NUMBER.get(g.monthName.toLowerCase()) ?? 0, day || undefined);
  }
  if (g.isoYear) return monthDate(g.isoYear, Number(g.isoMonth), g.isoDay ? Number(g.isoDay) : undefined);
  if (g.dmyYear) {
    // 03/15/2019 is month first (US); 15/03/2019 can only be day first.
    const [first, second] = [Number(g.first), Number(g.second)];
    return first > 12 ? monthDate(g.dmyYear, second, first) : monthDate(g.dmyYear, first, second);
  }
  if (g.numYear) return monthDate(g.numYear, Number(g.numMonth));
  return g.seasonYear ?? g.year;
}

function datesIn(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  for (const match of text.matchAll(DATE)) {
    const groups = match.groups ?? {};
    found.push({
      value: groups.present ? undefined : dateOf(groups),
      present: Boolean(groups.present),
      index: match.index,
      length: match[0].length,
    });
  }
  return found;
}

/**
 * Every date range of a text, and every date standing alone: "Mar 2019 – Present" is one
 * range, "2019" one date, "Present" alone a range with no start.
 */
export function dateRanges(text: string): DateRange[] {
  const dates = datesIn(text);
  const ranges: DateRange[] = [];
  for (let i = 0; i < dates.length; i++) {
    const from = dates[i] as DateMatch;
    const to = dates[i + 1];
    const gap = to ? text.slice(from.index + from.length, to.index) : "";
    if (from.value && to && RANGE_GAP.test(gap)) {
      ranges.push({
        start: from.value,
        ...(to.value ? { end: to.value } : {}),
        current: to.present,
        index: from.index,
        length: to.index + to.length - from.index,
      });
      i++;
    } else if (from.value)
      ranges.push({ start: from.value, current: false, index: from.index, length: from.length });
    // "Present" alone: a current role whose start is not printed.
    else ranges.push({ current: true, index: from.index, length: from.length });
  }
  return ranges;
}

/** The text without the range, and separators left dangling at its place tidied away. */
export function withoutRange(text: string, range: DateRange): string {
  const rest = `${text.slice(0, range.index)} ${text.slice(range.index + range.length)}`;
  return trimSeparators(rest.replace(/\(\s*\)/g, " ").replace(/\s+/g, " "));
}

const SEPARATORS = new Set([..." |,·•–—-:"]);

/** Takes separators ("|", ",", "–", "·") off both ends. */
export function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SEPARATORS.has(text[start] as string)) start++;
  while (end > start && SEPARATORS.has(text[end - 1] as string)) end--;
  return text.slice(start, end);
}

/** The text holds nothing but a date range (or a single date). */
export function isOnlyDates(text: string): boolean {
  const ranges = dateRanges(text);
  const range = ranges[0];
  return ranges.length === 1 && range !== undefined && !withoutRange(text, range);
}
