import { MAX_POSTING } from "../../../shared/field-formats.ts";
import type { Importance, PostingAnalysis, PostingTerm } from "../../../shared/posting-analysis.ts";
import { namesLanguageBesideEnglish } from "../language/languages.ts";
import { findSkills, type SkillHit } from "../language/skill-index.ts";
import { type Token, tokenize } from "../language/tokens.ts";
import { BROAD_TERMS, SOFT_IN_POSTINGS } from "./broad-terms.ts";
import { spanOf, standsAsNoRequirement } from "./not-asked.ts";
import { type OpenTerm, openTerms } from "./open-terms.ts";
import { cleanTitle, postingHeader, seniorityOf, yearsAsked } from "./posting-header.ts";
import { type PostingLine, postingLines } from "./posting-lines.ts";
import { READ_SECTIONS } from "./posting-sections.ts";
import { BACHELOR_PAIR, qualificationsIn } from "./qualifications.ts";

// What a posting asks for (issue 13 §1), deterministic and fast: the skills dictionary names the
// hard and soft skills, qualification patterns name degrees and licences, and the posting's
// parts decide what is required, what preferred, and what is not asked at all (the company
// blurb, benefits, pay, hiring process, equal-opportunity text).

/** Where a term was seen decides its importance: an explicit section beats duties. */
const RANK = { required: 3, preferred: 2, duties: 1, other: 1, soft: 1 } as const;

interface Seen {
  term: PostingTerm;
  rank: number;
  order: number;
  /** How many lines name it. */
  count: number;
  /** A named product or standard ("NetSuite", "ASC 842"), not a method in lower case. */
  named: boolean;
}

export function analysePosting(
  text: string,
  known: { title?: string; company?: string } = {},
): PostingAnalysis {
  const posting = text.slice(0, MAX_POSTING);
  const { header, lines } = postingLines(posting, known.title);
  // Without a title line, the posting's first line stands in, unless the posting opens with a
  // heading or a list item: then it was pasted from its body and names no title.
  const opening = posting.trimStart().slice(0, 200).split("\n", 1)[0]?.trim() ?? "";
  const bodyOnly = opening.endsWith(":") || lines[0]?.item === true;
  const first = bodyOnly ? "" : (lines[0]?.text ?? "");
  const fromHeader = postingHeader(header, first, posting);
  const company = known.company?.trim() || fromHeader.company;
  const title = known.title?.trim() ? cleanTitle(known.title) : withoutCompany(fromHeader.title, company);
  const companyWords = nameWords(company);
  const seen = new Map<string, Seen>();
  const soft = new Set<string>();
  let order = 0;
  /** The line being read names a language beside English (see namesLanguageBesideEnglish). */
  let besideOtherLanguage = false;
  /** `ownNameAsked`: the employer's own name, asked for as a tool ("Ability to use GitLab"). */
  const note = (
    term: string,
    kind: PostingTerm["kind"],
    line: PostingLine,
    key = term.toLowerCase(),
    ownNameAsked = false,
  ) => {
    if (!ownNameAsked && isCompanyName(term, companyWords)) return;
    if (term === "English" && besideOtherLanguage) return;
    const section = line.section as keyof typeof RANK;
    const rank = RANK[section] ?? 1;
    const importance: Importance = section === "preferred" ? "preferred" : "required";
    const found = seen.get(key);
    if (found) found.count++;
    if (found && found.rank >= rank) return;
    // The first wording seen stays: the posting's own words are what a recruiter searches for.
    const shown = found?.term.term ?? term;
    const named = kind === "qualification" || /\p{Lu}/u.test(term);
    seen.set(key, {
      term: { term: shown, importance, kind },
      rank,
      order: found?.order ?? order++,
      count: found?.count ?? 1,
      named,
    });
  };
  for (const line of lines) {
    if (!READ_SECTIONS.has(line.section)) continue;
    besideOtherLanguage = namesLanguageBesideEnglish(line.text);
    const qualifications = qualificationsIn(line.text);
    const tokens = tokenize(line.text);
    // "PhD in developmental biology, cell biology or a related field": fields of study, not skills.
    const fieldsFrom = qualifications.some(isDegree) ? degreeFieldsStart(tokens) : tokens.length;
    const hits = findSkills(tokens);
    for (const hit of hits) {
      if (hit.skill.soft || SOFT_IN_POSTINGS.has(hit.skill.display.toLowerCase()))
        soft.add(hit.skill.display);
      else if (
        hit.from < fieldsFrom &&
        !BROAD_TERMS.has(hit.skill.display.toLowerCase()) &&
        !isPrefix(line.text, tokens, hit) &&
        !PEOPLE.test(tokens[hit.to]?.lower ?? "") &&
        !standsAsNoRequirement(line.text, tokens[hit.from]?.start ?? 0, tokens[hit.to - 1]?.end ?? 0)
      )
        note(postingWording(line.text, tokens, hit), "skill", line, hit.skill.display.toLowerCase());
    }
    for (const qualification of qualifications) note(qualification, "qualification", line);
    if (!OPEN_SECTIONS.has(line.section)) continue;
    const known = hits.map((hit) => tokenize(hit.skill.display).map((token) => token.lower));
    for (const open of openTerms(line.text.slice(0, fromFields(line.text, tokens, fieldsFrom)))) {
      if (!isAskedPhrase(open, line)) continue;
      const span = spanOf(line.text, open.text);
      if (span && standsAsNoRequirement(line.text, ...span)) continue;
      // The employer's name is no term, unless a requirement asks for experience with it as a
      // product or a community ("Ability to use GitLab", "Experience with The Carpentries").
      if (isCompanyName(open.text, companyWords)) {
        if (open.framed) note(company, "skill", line, undefined, true);
      } else if (!namedByKnowledgeBase(open, known) && !isSoftOrOwn(open, companyWords))
        note(open.text, "skill", line);
    }
  }
  const shown = new Set<string>();
  const terms = [...seen.values()]
    .filter(isAsked)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.term)
    // One wording, once: the knowledge base and the posting's own words may name the same term.
    .filter((term) => !shown.has(term.term.toLowerCase()) && shown.add(term.term.toLowerCase()));
  const asked = lines.filter((line) => READ_SECTIONS.has(line.section));
  return {
    title,
    company,
    seniority: seniorityOf(title),
    years: yearsAsked(asked.map((line) => line.text)),
    terms,
    soft: [...soft],
  };
}

/**
 * A method named once in passing among the duties ("review journal entries") is what the job
 * involves, not what it asks a candidate to have: it needs a requirements line, a second
 * mention, or a name of its own (a product, a standard) to count.
 */
function isAsked(entry: Seen): boolean {
  return entry.rank >= RANK.preferred || entry.count > 1 || entry.named;
}

/**
 * Where terms in the posting's own words are read: what it asks of a candidate and the duties
 * (a duty's phrase still needs a frame, and a second mention or a name to count, see isAsked).
 * Every noun phrase of these lines would double what the checklist finds and halve how much of
 * it is right (measured in decision 031).
 */
const OPEN_SECTIONS = new Set(["required", "preferred", "duties"]);

/** "RHCE", "PII", "ESPP": letters that spell no word are a name (a certificate, a standard, a plan). */
const ACRONYM = /^\p{Lu}[\p{Lu}\d]+$/u;

/**
 * Which of a line's own phrases are terms: what it asks for in so many words ("experience with
 * X"), a list item that is the phrase alone ("- Credit card account reconciliation"), and on a
 * requirements line an acronym or a language wherever it stands ("RHCE or LFCE", "excellent
 * written English"): a requirement names these for nothing but to ask for them. A duty's
 * acronyms are often the employer's own teams and programs, so duties need the frame.
 */
function isAskedPhrase(open: OpenTerm, line: PostingLine): boolean {
  if (open.framed || (open.whole && line.item)) return true;
  return line.section !== "duties" && (open.language || ACRONYM.test(open.text));
}

/** A degree line's text up to its fields of study (see degreeFieldsStart). */
function fromFields(text: string, tokens: Token[], fieldsFrom: number): number {
  return fieldsFrom < tokens.length ? (tokens[fieldsFrom]?.start ?? text.length) : text.length;
}

/**
 * The knowledge base already named this phrase, a phrase holding it, or a term it is a part of
 * on the same line ("KPI" of "KPI reporting"): the known term is the one to meet.
 */
function namedByKnowledgeBase(open: OpenTerm, known: string[][]): boolean {
  // "CI/CD pipelines" holds "CI/CD": compare compounds by their parts on both sides.
  const parts = (words: string[]) => words.flatMap((word) => word.split(/[-/]/));
  const words = parts(open.words);
  return known.some((hit) => {
    const hitWords = parts(hit);
    return hitWords.every((word) => words.includes(word)) || words.every((word) => hitWords.includes(word));
  });
}

/**
 * A soft skill the knowledge base knows ("interpersonal", "sense of humor"), or a phrase about the
 * employer itself ("the GitLab handbook", "adoption of GitLab"): neither is a term to meet.
 */
function isSoftOrOwn(open: OpenTerm, companyWords: string[]): boolean {
  if (open.words.some((word) => companyWords.includes(word))) return true;
  return findSkills(tokenize(open.text)).some(
    (hit) => hit.skill.soft || SOFT_IN_POSTINGS.has(hit.skill.display.toLowerCase()),
  );
}

function isDegree(term: string): boolean {
  return /degree|diploma|^PhD$|^BS /.test(term) || BACHELOR_PAIR.test(term);
}

/** Where a degree line's fields of study start: after "degree in", "PhD in", "MS or PhD in". */
function degreeFieldsStart(tokens: Token[]): number {
  const at = tokens.findIndex(
    (token, i) =>
      token.lower === "in" &&
      /^(degree|phd|ph\.d|master|bachelor|ms|ba|bs|diploma|doctorate)$/i.test(tokens[i - 1]?.lower ?? ""),
  );
  return at < 0 ? tokens.length : at;
}

/**
 * "frontend engineers", "product designers", "data scientists": a skill's word before a plural of
 * people names whom the job works with, not what it asks ("as a frontend engineer" still may).
 */
const PEOPLE =
  /^(engineers|developers|designers|scientists|analysts|managers|teams|researchers|writers|architects|specialists|administrators|leads|partners|colleagues|counterparts|peers)$/;

/** "C-level", "C-suite", "R-squared": a one-letter name glued to a hyphen is not the language. */
function isPrefix(text: string, tokens: Token[], hit: SkillHit): boolean {
  const token = tokens[hit.from];
  return hit.to - hit.from === 1 && (token?.text.length ?? 0) === 1 && text[token?.end ?? 0] === "-";
}

/**
 * A skill as the posting writes it ("Advanced Excel" stays "Excel", "Sales & Operations
 * Planning" stays itself), in the dictionary's case when only the first letter differs.
 */
function postingWording(text: string, tokens: Token[], hit: SkillHit): string {
  const written = text.slice(tokens[hit.from]?.start ?? 0, tokens[hit.to - 1]?.end ?? 0);
  const display = hit.skill.display;
  if (written.toLowerCase() === display.toLowerCase()) return display;
  if (display !== display.toLowerCase()) return written;
  // A method the dictionary writes in lower case: lower case too, acronyms kept ("ERP system").
  return written
    .split(/(\s+|-)/)
    .map((word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()))
    .join("");
}

/**
 * "Web Developer at Microsoft", "Data Analyst – Fabrikam": a first line that names the job and the
 * employer gives the title without the employer, once the employer is known.
 */
function withoutCompany(title: string, company: string): string {
  const name = company.trim().toLowerCase();
  if (!name) return title;
  for (const joiner of [" at ", " @ ", " for ", " with ", " - ", " – ", " — ", " | ", ", "]) {
    const cut = title.length - name.length - joiner.length;
    if (cut > 0 && title.toLowerCase().endsWith(`${joiner}${name}`)) return title.slice(0, cut).trim();
  }
  return title;
}

/** The words of a company's name that could be mistaken for a term ("Epic" is not one here). */
function nameWords(company: string): string[] {
  return tokenize(company)
    .map((token) => token.lower)
    .filter((word) => word.length > 2 && !/^(inc|llc|llp|ltd|co|corp|group|the|and|of)$/.test(word));
}

function isCompanyName(term: string, companyWords: string[]): boolean {
  if (!companyWords.length) return false;
  const words = tokenize(term).map((token) => token.lower);
  return words.length > 0 && words.every((word) => companyWords.includes(word));
}
