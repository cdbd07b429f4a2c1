import { TITLE_SMALL_WORDS } from "../../../shared/job-header.ts";
import { skillFor } from "../language/skill-index.ts";
import { splitParentheses } from "./plain-text.ts";
import { companyInText } from "./posting-company.ts";
import { headingSection } from "./posting-sections.ts";
import { heldTitle, namesRole } from "./posting-title.ts";

// The title and company at the top of a pasted posting, cleaned of what job boards and
// recruiters wrap around them ("Seeking a …", "We are hiring:", "(m/f/d)", "– Remote").

const TITLE_PREFIX =
  /^(?:(?:we(?:'|’)?re|we are|now) hiring(?: an?| for an?)?:?|hiring:|hiring(?: our next| our new| a new| an?) |job title:|position:|role:|seeking an?|looking for an?|wanted:)\s*/i;
/** "CLOSED", "[Filled]", "Expired:": a board's mark of the posting's state, not part of its title. */
const STATUS_PREFIX = /^[[(]?(?:closed|filled|expired|archived)[\])]?:?\s+/i;
/** "pyOpenSci is hiring a Communications Lead": the employer, a hiring verb, then the job. */
const HIRING_VERBS = [" is hiring ", " are hiring ", " is seeking ", " is looking for ", " seeks "];
/**
 * "Now Open for Applications", "Applications Closed", "Apply by 9 January": a line about the
 * posting's state, which boards print under the title where a company's name would stand.
 */
const POSTING_STATE =
  /\b(now (?:open|hiring|accepting)|open for applications|applications? (?:open|closed|welcome)|accepting applications|apply (?:now|today|by|before)|closing date|deadline)\b/i;
/** The article or phrase between the hiring verb and the job: "a", "our next", "a new". */
const JOB_ARTICLE = /^(?:an?|our next|our new|a new|new)\s+/i;
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
// The level a title's words say. Checked in order, the first match wins.
const SENIORITY: [RegExp, string][] = [
  [/\b(intern|internship)\b/i, "intern"],
  // A director is a director at any grade: "Senior Director", "Deputy Director", "Associate Director".
  [/\b(head|director|vp|vice president|chief)\b/i, "executive"],
  // "Associate" before a job is its entry level ("Associate Field Marketing Manager"); an
  // associate professor, dean or partner is a rank of its own.
  [
    /\b(graduate|entry[- ]level|junior|jr\.?|trainee|apprentice|associate(?! (?:professor|dean|partner)))\b/i,
    "junior",
  ],
  [/\b(principal|staff|distinguished)\b/i, "principal"],
  // "Manager" is no level: contract, community and account managers are hired at every level,
  // and a manager's level is said by the words around it ("Senior Manager"). Lead and
  // supervisor titles are the level above the people they lead.
  [/\b(lead|supervisor)\b/i, "lead"],
  [/\b(senior|sr\.?|iii|iv)\b/i, "senior"],
  // "Intermediate" is the middle level's own name in graded job families.
  [/\b(ii|mid[- ]level|intermediate)\b/i, "mid"],
];

/**
 * Title and company from the posting's first lines (postingLines's header). `text`, the whole
 * posting, lets the posting's own headings and sentences say what its first lines do not: the
 * job a family page holds (heldTitle) and the employer (companyInText).
 */
export function postingHeader(
  header: string[],
  firstLine: string,
  text = "",
): { title: string; company: string } {
  const first = (header[0] ?? firstLine).replace(STATUS_PREFIX, "");
  const hiring = hiringLine(first);
  if (hiring) return hiring;
  const read = fromHeaderLines(header, first, text);
  const title = text ? cleanTitle(heldTitle(read.title, text)) : read.title;
  return { title, company: read.company || (text ? companyInText(text, title) : "") };
}

function fromHeaderLines(header: string[], first: string, text: string): { title: string; company: string } {
  const second = header[1];
  // The company stands on the line right under the title; a short line further down, after the
  // posting's first paragraph, is a heading ("Background and role context") or the job itself.
  if (
    second &&
    isCompanyLine(second) &&
    isCompanyName(second) &&
    (!text || nextLine(text, header[0]) === second)
  )
    return { title: cleanTitle(first), company: second.trim() };
  // "Office Manager – Delgado & Finch LLP (Atlanta, GA) – $58–65K": parts on one line.
  const parts = first
    .replace(/\s+/g, " ")
    .split(/ [–—|-] /)
    .map((part) => part.trim());
  const company =
    parts
      .map(withoutParentheses)
      .slice(1)
      .find((part) => isCompanyLine(part) && isCompanyName(part)) ?? "";
  return { title: cleanTitle(parts[0] ?? first), company };
}

/** "pyOpenSci is hiring a Communications Lead" -> the company and the title, or undefined. */
function hiringLine(line: string): { title: string; company: string } | undefined {
  const lower = line.toLowerCase();
  for (const verb of HIRING_VERBS) {
    const at = lower.indexOf(verb);
    if (at <= 0) continue;
    const company = line.slice(0, at).trim();
    const job = line
      .slice(at + verb.length)
      .trim()
      .replace(JOB_ARTICLE, "");
    // "We are hiring a …", "Our team is hiring …": the poster speaking, no name.
    const speaker = /^(?:we|our|you|they|now|who)\b/i.test(company);
    if (job && !speaker && isCompanyName(company) && company.split(/\s+/).length <= 5)
      return { title: cleanTitle(job), company };
  }
  return undefined;
}

/**
 * A company's name is a proper name: its words are capitalised ("Evergreen Components, Inc.",
 * "The Homes and Communities Institute", "rOpenSci") but for the small words that join them; a
 * phrase in sentence case is a heading ("Background and role context"). It names no job (a
 * role noun ends a title, never an employer's name) and no part of the posting ("Roles &
 * Responsibilities").
 */
function isCompanyName(line: string): boolean {
  if (POSTING_STATE.test(line)) return false;
  const words = line.trim().split(/\s+/);
  const proper = words.every(
    (word) =>
      /^[\p{Lu}\d&("“'.,]/u.test(word) || /^\p{Ll}{1,3}\p{Lu}/u.test(word) || TITLE_SMALL_WORDS.has(word),
  );
  return proper && !namesRole(line) && headingSection(line) === undefined;
}

/** The first non-empty line after `line` in the posting. */
function nextLine(text: string, line: string | undefined): string | undefined {
  const lines = text
    .normalize("NFKC")
    .split(/\r?\n/)
    .map((each) => each.trim());
  const at = line === undefined ? -1 : lines.indexOf(line.trim());
  if (at < 0) return undefined;
  return lines.slice(at + 1).find(Boolean);
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
      return !opens && TITLE_SMALL_WORDS.has(word.toLowerCase()) ? word : capitalise(word);
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
/**
 * Years that are someone's age ("aged 5–18 years", "18 years of age", "18 years and older") or
 * the employer's history ("founded 18 years ago", "we have 20+ years of experience", "over the
 * last 5 years"): no experience asked of the candidate.
 */
const NOT_ASKED_BEFORE =
  /\b(aged?|ages|we have|we've|we’ve|our|over the (?:past|last)|in the (?:past|last)|within the (?:past|last)|for the (?:past|last)|founded|celebrating)\s+(?:(?:over|more than|nearly|almost|about)\s+)?$/i;
const NOT_ASKED_AFTER =
  /^\s*(ago|old|of age|and (?:over|older|up)|or (?:over|older)|anniversary|of history)\b/i;
/**
 * A years phrase followed by a comma or nothing says no work ("For 18+ years, Acme has…"),
 * unless experience was named before it ("Experience: 5+ years", "experience (3+ years)").
 */
const NOTHING_AFTER = /^\s*(?:[,.;:)]|$)/;
const EXPERIENCE = /\bexp(?:erience|erienced)?\b/i;
/** An "or" at most this far before a years phrase offers it as an alternative to the years before. */
const ALTERNATIVE_REACH = 30;
/** A clause that prefers rather than requires (README rule: preferred years give no years asked). */
const PREFERRED = /\b(prefer(?:red|ably|s)?|a plus|nice to have|ideally|desirable|bonus)\b/i;

/**
 * The years of experience the posting's requirement lines ask: in one requirement, the fewest
 * its alternatives accept ("4+ years in analytics OR 2+ years in data science" asks 2, "3-5
 * years" asks 3); over several requirements, the most (each must be met). Null when none asks.
 */
export function yearsAsked(lines: string[]): number | null {
  let most: number | null = null;
  for (const line of lines)
    for (const clause of line.split(";")) {
      const asked = yearsInClause(clause);
      if (asked !== null) most = Math.max(most ?? 0, asked);
    }
  return most;
}

/** The fewest years a requirement clause accepts, or null when it asks none. */
function yearsInClause(clause: string): number | null {
  const ranges = [...clause.matchAll(YEARS_RANGE)];
  // A bare "5 years" inside a range ("3-5 years") is the range's end, not a second requirement.
  const inRange = (at: number) =>
    ranges.some((range) => at >= range.index && at < range.index + range[0].length);
  const found = [
    ...ranges,
    ...[...clause.matchAll(YEARS_BARE)].filter(
      (match) => !inRange(match.index) && experienceFollows(clause, match.index + match[0].length),
    ),
  ]
    .filter((match) => isAsked(clause, match.index, match.index + match[0].length))
    .sort((a, b) => a.index - b.index);
  let asked: number | null = null;
  for (const [k, match] of found.entries()) {
    const years = Number(match[1]);
    if (years <= 0 || years > 30) continue;
    // Its own stretch of the clause, from the years before it to the years after it, says
    // whether these years are only preferred ("3+ years required, 5+ years preferred").
    const previous = found[k - 1];
    const since = previous ? previous.index + previous[0].length : 0;
    const own = clause.slice(since, found[k + 1]?.index ?? clause.length);
    if (PREFERRED.test(own)) continue;
    // "… OR 2+ years …", "(3-5 years) or full Director (5+ years)": an "or" just before the
    // years makes them an alternative, and the fewest counts ("sales or marketing" earlier
    // in the clause joins domains, not years).
    const alternative: boolean = asked !== null && offeredAsAlternative(clause.slice(since, match.index));
    asked = asked === null ? years : alternative ? Math.min(asked, years) : Math.max(asked, years);
  }
  return asked;
}

/** "… role OR ", ") or full Director (": an "or" close before the years, no comma between. */
function offeredAsAlternative(between: string): boolean {
  const lower = ` ${between.toLowerCase()}`;
  const at = lower.lastIndexOf(" or ");
  if (at < 0 || lower.length - at > ALTERNATIVE_REACH) return false;
  const after = lower.slice(at);
  return !after.includes(",") && !after.includes(";");
}

/** Whether the years at clause[from, to) are experience asked, not an age or the employer's history. */
function isAsked(clause: string, from: number, to: number): boolean {
  const before = clause.slice(Math.max(0, from - 40), from);
  const after = clause.slice(to, to + 30);
  if (NOT_ASKED_BEFORE.test(before) || NOT_ASKED_AFTER.test(after)) return false;
  return !NOTHING_AFTER.test(after) || EXPERIENCE.test(clause.slice(0, from));
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
