import { MONTH_WORD_LIST, monthOfWord, PRESENT_WORDS } from "../../../../shared/month-year.ts";

// Dates as resumes write them -> JSON Resume dates ("2019", "2019-03", "2019-03-15"), and the
// ranges they make ("Mar 2019 – Present", "03/2019 - 06/2021", "2016 to 2018", "Summer 2020").
// A season says only its year. Every pattern is linear: no nested or overlapping repeats.

// Month names and "present" words come from the product's one table (shared/month-year.ts).
const asPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s");
const MONTH_NAMES = MONTH_WORD_LIST.map(asPattern).join("|");
const SEASONS =
  "spring|summer|fall|autumn|winter|printemps|été|automne|hiver|sommer|herbst|frühling|verano|invierno|primavera|otoño|verão|inverno|estate";
// Longest first, so "to date" is tried before a shorter word.
const PRESENT = [...PRESENT_WORDS]
  .sort((a, b) => b.length - a.length)
  .map(asPattern)
  .join("|");
const YEAR = "(?:19|20)\\d\\d";
// Letters of alphabetic scripts: a date must not touch one ("Mar2019x", "Summer2020s"). Han
// characters may touch a date: Chinese and Japanese write "2015年3月至今" without spaces.
const WORDISH = "[\\p{N}\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}]";

const DATE = new RegExp(
  [
    // 15 Mar 2019 | Mar 2019 | March 15, 2019 | Sept. 2018 | Feb, 2015
    `(?<dayBefore>\\d{1,2}\\.?\\s)?(?<monthName>${MONTH_NAMES})\\.?,?\\s?(?<dayAfter>\\d{1,2},?\\s)?(?<namedYear>${YEAR})`,
    // Jun '19 | Sept ’21
    `(?<aposMonth>${MONTH_NAMES})\\.?\\s?['’‘](?<aposYear>\\d\\d)`,
    // 2015 年 3 月 (Chinese, Japanese)
    `(?<cjkYear>${YEAR})\\s?年\\s?(?<cjkMonth>\\d{1,2})\\s?月`,
    // 2019-03-15 | 2019-03 | 2019/03 | 2011 / 11
    `(?<isoYear>${YEAR})(?:[-.]|\\s?/\\s?)(?<isoMonth>\\d{1,2})(?:[-/.](?<isoDay>\\d{1,2}))?`,
    // 03/15/2019 | 15.03.2019
    `(?<first>\\d{1,2})[/.](?<second>\\d{1,2})[/.](?<dmyYear>${YEAR})`,
    // 03/2019 | 3.2019
    `(?<numMonth>\\d{1,2})[/.](?<numYear>${YEAR})`,
    // 06/16: month and two-digit year, only taken as one end of a range (see dateRanges)
    `(?<shortMonth>0?[1-9]|1[0-2])/(?<shortYear>\\d\\d)`,
    // Summer 2020 | Summer 2012 and 2013 (two summers: one date, the first, with no span)
    `(?<season>${SEASONS})\\s(?<seasonYear>${YEAR})(?:\\s(?:and|&|et|und|y|e)\\s${YEAR})?`,
    `(?<year>${YEAR})`,
    `(?<present>${PRESENT})`,
  ]
    .map((pattern) => `(?<!${WORDISH})(?:${pattern})(?!${WORDISH})`)
    .join("|"),
  "giu",
);
// What stands between a range's two dates: a dash or a word for "to" (en, de, fr, es, pt, it,
// zh), a bar, or nothing at all (some PDF fonts draw the dash as a picture, so the text layer
// holds "Sep. 2023 Mar. 2024").
// Tested on the trimmed gap, so the pattern has no repeat that could backtrack.
const RANGE_GAP = /^(?:[-–—‐‑~〜～|]{1,3}|to|until|till|through|thru|bis|a|à|al|au|até|hasta|fino a|至)?$/iu;
// A date after "since" opens a range that goes on ("since 2021", "depuis 2019", "seit 2020").
const SINCE = /(?:^|\s)(?:since|depuis|seit|desde|dal|dall'|dès)\s$/iu;

export interface DateRange {
  start?: string;
  /** Absent with `current`, or for a single date. */
  end?: string;
  /** The range ends "Present". */
  current: boolean;
  /** "since 2021": in a sentence ("Epic since 2023") it dates a fact, not the entry. */
  since?: boolean;
  /** Where the range stands in the text, to take it out. */
  index: number;
  length: number;
}

interface DateMatch {
  value?: string;
  present: boolean;
  /** "06/16": a two-digit year, too weak to stand for a date alone. */
  weak: boolean;
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

/** "19" -> "2019", "98" -> "1998": a two-digit year is at most a year ahead of today. */
function fullYear(twoDigits: string): string {
  const soon = (new Date().getFullYear() + 1) % 100;
  return `${Number(twoDigits) > soon ? 19 : 20}${twoDigits}`;
}

function dateOf(g: Record<string, string | undefined>): string | undefined {
  if (g.monthName && g.namedYear) {
    const day = Number.parseInt(g.dayBefore ?? g.dayAfter ?? "", 10);
    return monthDate(g.namedYear, monthOfWord(g.monthName) ?? 0, day || undefined);
  }
  if (g.cjkYear) return monthDate(g.cjkYear, Number(g.cjkMonth));
  if (g.shortYear) return monthDate(fullYear(g.shortYear), Number(g.shortMonth));
  if (g.aposMonth && g.aposYear) return monthDate(fullYear(g.aposYear), monthOfWord(g.aposMonth) ?? 0);
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
      weak: Boolean(groups.shortYear),
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
    const gap = to ? text.slice(from.index + from.length, to.index).trim() : "";
    if (from.value && to && (to.value || to.present) && gap.length <= 8 && RANGE_GAP.test(gap)) {
      ranges.push({
        start: from.value,
        ...(to.value ? { end: to.value } : {}),
        current: to.present,
        index: from.index,
        length: to.index + to.length - from.index,
      });
      i++;
      continue;
    }
    // A two-digit month and year alone in a cell of its own ("01/24" at the right of a head) is
    // that cell's date: set apart, it is no fraction, score or page number of a sentence.
    if (from.weak && !(dates.length === 1 && /^\d\d\/\d\d$/.test(text.trim()))) continue;
    const since = SINCE.exec(text.slice(Math.max(0, from.index - 8), from.index));
    if (from.value && since) {
      const sinceAt = from.index - since[0].trimStart().length;
      ranges.push({
        start: from.value,
        current: true,
        since: true,
        index: sinceAt,
        length: from.index + from.length - sinceAt,
      });
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
