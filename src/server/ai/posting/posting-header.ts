import { skillFor } from "../language/skill-index.ts";
import { splitParentheses } from "./plain-text.ts";

// The title and company at the top of a pasted posting, cleaned of what job boards and
// recruiters wrap around them ("Seeking a …", "We are hiring:", "(m/f/d)", "– Remote").

const TITLE_PREFIX =
  /^(?:(?:we(?:'|’)?re|we are|now) hiring(?: an?| for an?)?:?|hiring:|job title:|position:|role:|seeking an?|looking for an?|wanted:)\s*/i;
/** What ends a title without being part of the job: "(m/f/d)", "(Remote)", "– Hybrid", ", On-site". */
const TAIL_IN_PARENTHESES = new Set([
  "m/f/d",
  "m/w/d",
  "f/m/x",
  "f/m/d",
  "w/m/d",
  "all genders",
  "remote",
  "hybrid",
]);
const TAIL_WORDS = ["remote", "hybrid", "on-site", "onsite"];
const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);
const SENIORITY: [RegExp, string][] = [
  [/\b(intern|internship)\b/i, "intern"],
  [/\b(graduate|entry[- ]level|junior|jr\.?|trainee|apprentice)\b/i, "junior"],
  [/\b(principal|staff|distinguished)\b/i, "principal"],
  [/\b(head|director|vp|vice president|chief)\b/i, "executive"],
  [/\b(lead|manager|supervisor)\b/i, "lead"],
  [/\b(senior|sr\.?|iii|iv)\b/i, "senior"],
  [/\b(ii|mid[- ]level)\b/i, "mid"],
];

/** Title and company from the posting's first lines (postingLines's header). */
export function postingHeader(header: string[], firstLine: string): { title: string; company: string } {
  const first = header[0] ?? firstLine;
  const second = header[1];
  if (second && isCompanyLine(second)) return { title: cleanTitle(first), company: second.trim() };
  // "Office Manager – Delgado & Finch LLP (Atlanta, GA) – $58–65K": parts on one line.
  const parts = first
    .replace(/\s+/g, " ")
    .split(/ [–—|-] /)
    .map((part) => part.trim());
  const company = parts.map(withoutParentheses).slice(1).find(isCompanyLine) ?? "";
  return { title: cleanTitle(parts[0] ?? first), company };
}

function withoutParentheses(text: string): string {
  return splitParentheses(text).outside.replace(/\s+/g, " ").trim();
}

/** "Data Engineer (m/f/d)", "Store Manager – Remote (US)" -> the title alone. */
function withoutTail(title: string): string {
  let text = title.trimEnd();
  if (text.endsWith(")")) {
    const open = text.lastIndexOf("(");
    const inner = text
      .slice(open + 1, -1)
      .trim()
      .toLowerCase();
    const before = text.slice(0, Math.max(open, 0)).trimEnd();
    const remoteBefore = TAIL_WORDS.some((word) => before.toLowerCase().endsWith(word));
    if (open > 0 && (TAIL_IN_PARENTHESES.has(inner) || remoteBefore)) text = before;
  }
  const lower = text.toLowerCase();
  const word = TAIL_WORDS.find((tail) => lower.endsWith(tail));
  if (!word) return text;
  const before = text.slice(0, text.length - word.length).trimEnd();
  return /[-–|,]$/.test(before) ? before.slice(0, -1).trimEnd() : text;
}

/** "Evergreen Components, Inc.": a short name, not a sentence, a place or a pay line. */
export function isCompanyLine(line: string): boolean {
  return (
    line.length > 1 &&
    line.length <= 80 &&
    line.split(/\s+/).length <= 8 &&
    !/[$£€·|]|\d{2,}|\b(remote|hybrid|on-?site|full-time|salary)\b/i.test(line) &&
    !/[!?]$|\.\s/.test(line)
  );
}

export function cleanTitle(raw: string): string {
  let title = raw.normalize("NFKC").replace(/\s+/g, " ").trim();
  title = withoutTail(title.replace(TITLE_PREFIX, "")).replace(/ - /g, " – ").trim();
  const shouting = !/\p{Ll}/u.test(title);
  if (shouting) title = title.toLowerCase();
  // Title case for what the poster wrote in lower case or in capitals ("ruby on rails developer"
  // -> "Ruby on Rails Developer"); words already capitalised keep their case ("The Larkspur").
  return title
    .split(" ")
    .map((word, i, words) => {
      const opens = i === 0 || /^[–(/]/.test(words[i - 1] ?? "");
      return !opens && SMALL_WORDS.has(word.toLowerCase()) ? word : capitalise(word);
    })
    .join(" ")
    .replace(/\b(Ii|Iii|Iv)\b/g, (roman) => roman.toUpperCase())
    .replace(/\b(\d+)(St|Nd|Rd|Th)\b/g, (_, n: string, suffix: string) => n + suffix.toLowerCase());
}

/** "developer" -> "Developer"; a name with its own casing keeps it ("ios" -> "iOS", "jquery" -> "jQuery"). */
function capitalise(word: string): string {
  if (!/^\p{Ll}/u.test(word)) return word;
  const display = skillFor(word)?.display;
  if (display && /\p{Lu}/u.test(display.slice(1)) && display.toLowerCase() === word.toLowerCase())
    return display;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function seniorityOf(title: string): string {
  for (const [pattern, level] of SENIORITY) if (pattern.test(title)) return level;
  return "";
}

/**
 * "5+ years of experience", "3–5 yrs office admin experience", "3+ years building pipelines": a
 * plus or a range says years asked; a bare "30 years" only when experience is named after it.
 */
const YEARS_RANGE = /\b(\d{1,2})\s*(?:\+|(?:-|–|to)\s*\d{1,2})\s*(?:years?|yrs?)\b/gi;
const YEARS_BARE = /\b(\d{1,2})\s*(?:years?|yrs?)\b/gi;

/** The most years of experience the posting's requirement lines name. */
export function yearsAsked(lines: string[]): number | null {
  let most: number | null = null;
  for (const line of lines) {
    const asked = [
      ...line.matchAll(YEARS_RANGE),
      ...[...line.matchAll(YEARS_BARE)].filter((match) =>
        experienceFollows(line, match.index + match[0].length),
      ),
    ];
    for (const match of asked) {
      const years = Number(match[1]);
      if (years > 0 && years <= 30) most = Math.max(most ?? 0, years);
    }
  }
  return most;
}

/** "experience" within the same clause, 60 characters at most after the years. */
function experienceFollows(line: string, from: number): boolean {
  const clause =
    line
      .slice(from, from + 60)
      .toLowerCase()
      .split(/[.;]/)[0] ?? "";
  return /\bexp(erience)?\b/.test(clause);
}
