// The job title and the company at the top of a pasted posting, read in the browser the moment a
// posting is pasted on the cover-letter screen, so both are shown in editable fields before the
// letter is written (and a job saved from the posting keeps them). Postings start in a few ways:
//   Title / Company / place and pay            (most job boards, one per line)
//   Title – Company (City) – $pay              (one dense line)
//   Job title: X / Company: Y                  (labelled fields)
//   Title at Company                           (a short announcement)
// Pure text rules, no backtracking-prone patterns (user text; tests/integration/regex-safety).

export interface JobHeader {
  title: string;
  company: string;
}

const MAX_HEADER_LINE = 160;
const LABEL_TITLE = /^(?:job title|title|position|role)\s*:\s*/i;
const LABEL_COMPANY = /^(?:company|employer|organi[sz]ation|hiring company)\s*:\s*/i;
const TITLE_PREFIX =
  /^(?:we(?:'|’)?re hiring|we are hiring|now hiring|hiring|wanted|seeking an?|looking for an?)\s*:?\s*/i;
/** A line that is a place, a pay or a contract: never a company. */
const NOT_A_NAME = /[$£€·|@]|\d{2,}|\b(?:remote|hybrid|on-?site|full-time|part-time|salary|per year)\b/i;
const DASHES = [" – ", " — ", " - ", " | "];
/** The words a title keeps in lower case inside it ("Head of Operations", "Ruby on Rails Developer"). */
export const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set([
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

/** The posting's title and company; "" for what it does not show. */
export function detectJobHeader(posting: string): JobHeader {
  const lines = posting
    .normalize("NFKC")
    .split(/\r?\n/)
    .map((line) => stripMarkdown(line.trim()))
    .filter(Boolean)
    .slice(0, 12);
  const labelled = fromLabels(lines);
  const first = lines[0] ?? "";
  if (!first) return { title: "", company: "" };
  let header = fromFirstLines(first, lines[1] ?? "");
  if (labelled.title) header = { ...header, title: labelled.title };
  if (labelled.company) header = { ...header, company: labelled.company };
  return { title: titleCase(header.title), company: header.company };
}

function fromLabels(lines: string[]): JobHeader {
  let title = "";
  let company = "";
  for (const line of lines) {
    if (!title && LABEL_TITLE.test(line)) title = line.replace(LABEL_TITLE, "").trim();
    if (!company && LABEL_COMPANY.test(line)) company = withoutParentheses(line.replace(LABEL_COMPANY, ""));
  }
  return { title, company };
}

function fromFirstLines(first: string, second: string): JobHeader {
  const line = first.replace(TITLE_PREFIX, "").replace(/\s+/g, " ").trim();
  if (line.length > MAX_HEADER_LINE && !splitsOnDash(line)) return { title: "", company: "" };
  // Title on the first line, the company alone on the second.
  if (second && isCompanyName(second) && !LABEL_TITLE.test(second)) {
    return { title: line, company: second.trim() };
  }
  // "Office Manager – Delgado & Finch LLP (Atlanta, GA) – $58–65K": parts of one line.
  const parts = splitsOnDash(line) ? splitOnDashes(line) : [line];
  const title = parts[0] ?? line;
  const company = parts.slice(1).map(withoutParentheses).find(isCompanyName) ?? "";
  if (company) return { title, company };
  // "Data Analyst at Northwind Traders".
  const at = title.lastIndexOf(" at ");
  if (at > 0 && isCompanyName(title.slice(at + 4))) {
    return { title: title.slice(0, at).trim(), company: title.slice(at + 4).trim() };
  }
  return { title: title.length <= MAX_HEADER_LINE ? title : "", company: "" };
}

const splitsOnDash = (line: string) => DASHES.some((dash) => line.includes(dash));

function splitOnDashes(line: string): string[] {
  let parts = [line];
  for (const dash of DASHES) parts = parts.flatMap((part) => part.split(dash));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** "Evergreen Components, Inc.": a short name, not a sentence, a place or a pay line. */
export function isCompanyName(text: string): boolean {
  const line = text.trim();
  return (
    line.length > 1 &&
    line.length <= 80 &&
    line.split(/\s+/).length <= 8 &&
    !NOT_A_NAME.test(line) &&
    !/[!?:;,]$/.test(line) &&
    !/\.\s/.test(line) &&
    (!line.endsWith(".") || COMPANY_ABBREVIATIONS.has(lastWord(line))) &&
    !isPlace(line)
  );
}

/** A name may end in a full stop only as "Inc.", "Co.", "Ltd." ...; any other is a sentence. */
const COMPANY_ABBREVIATIONS = new Set([
  "inc",
  "co",
  "corp",
  "ltd",
  "llc",
  "llp",
  "plc",
  "lp",
  "gmbh",
  "ag",
  "sa",
  "bv",
  "nv",
  "pty",
  "s.a",
  "l.l.c",
]);
const lastWord = (line: string) => (line.split(/\s+/).pop() ?? "").toLowerCase().replace(/\.$/, "");

/** "Irvine, CA" or "Easton Town Center, Columbus, OH": a place, not a company. */
const isPlace = (line: string) => /,\s*[A-Z]{2}$/.test(line);

function withoutParentheses(text: string): string {
  let depth = 0;
  let outside = "";
  for (const char of text) {
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  return outside.replace(/\s+/g, " ").trim();
}

function stripMarkdown(line: string): string {
  let text = line;
  while (text.startsWith("#") || text.startsWith("*") || text.startsWith("_")) text = text.slice(1);
  while (text.endsWith("*") || text.endsWith("_")) text = text.slice(0, -1);
  return text.trim();
}

/**
 * A title written in capitals reads as a title ("OPERATIONS MANAGER (2ND SHIFT)" -> "Operations
 * Manager (2nd Shift)"); a title with lower-case letters is kept as the poster wrote it.
 */
function titleCase(title: string): string {
  if (/\p{Ll}/u.test(title)) return title;
  return title
    .toLowerCase()
    .split(" ")
    .map((word, i) => {
      if (i > 0 && TITLE_SMALL_WORDS.has(word)) return word;
      const at = word.search(/\p{L}/u);
      if (at < 0 || (at > 0 && /\d/.test(word.slice(0, at)))) return word;
      return word.slice(0, at) + word.charAt(at).toUpperCase() + word.slice(at + 1);
    })
    .join(" ")
    .replace(/\b(Ii|Iii|Iv)\b/g, (roman) => roman.toUpperCase());
}
