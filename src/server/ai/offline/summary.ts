import { hasMonth } from "../../../shared/month-year.ts";
import type { TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { inventionsIn, type Source } from "../grounding.ts";
import { heldTitle, roleSays, titleHead } from "../held-title.ts";
import { capitalizeFirst, withNameCasing } from "../language/name-casing.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import { listOf } from "../language/word-lists.ts";
import { asksForShortResume, SHORT_SUMMARY_SENTENCES } from "../length-wish.ts";
import type { ResumeTarget } from "../writer.ts";
import { bestResults, resultSentence } from "./best-results.ts";
import { splitSentences } from "./bullet-lines.ts";
import { finish } from "./polish-bullet.ts";
import type { Scorer } from "./relevance.ts";
import { strongestSkills, termName } from "./strongest-skills.ts";
import { coveredYears, statesYears } from "./years.ts";

// The summary, rewritten from what the resume says (issue 14 §1): who the person is (a title
// they held, the years their dates cover when that is unambiguous), the strongest requirements
// their resume supports, one result with its real number, and the best of their own summary
// sentences. No first person, no filler; every candidate is checked against the source.

export interface SummaryInput {
  document: ResumeDocument;
  target: ResumeTarget;
  score: Scorer;
  facts: Source;
  /** The posting's terms and how the resume meets each (empty without a posting). */
  matches: TermMatch[];
}

const MAX_SENTENCES = 4;
/** A summary's result sentence may be longer than a letter's clause, not a paragraph. */
const SUMMARY_CLAUSE_WORDS = 22;

export function writeSummary({ document, target, score, facts, matches }: SummaryInput): string {
  const role = summaryRole(document, target);
  // Each named skill must pass the grounding check on its own ("CRISPR/Cas9" where the resume
  // says only "CRISPR" would state a number it lacks).
  const skills = strongestSkills(document, matches, score, role)
    .filter((skill) => inventionsIn(skill, facts).length === 0)
    .slice(0, 3);
  const written = composeSummary(document, target, score, facts, role, skills);
  if (!written) return document.summary;
  // A posting term only their old summary said ("two EHR go-lives") must not be lost with it.
  const index = indexText(written);
  const lost = onlyInSummary(document, matches).filter((term) => !mentions(index, term));
  if (!lost.length) return written;
  return composeSummary(document, target, score, facts, role, [...skills, ...lost].slice(0, 5)) ?? written;
}

function composeSummary(
  document: ResumeDocument,
  target: ResumeTarget,
  score: Scorer,
  facts: Source,
  role: string,
  skills: string[],
): string | undefined {
  const own = ownSentences(document.summary, score, document.full_name);
  // Their own "9 years of inpatient experience" leads when they wrote one: no second count.
  const ownCount = own.find((sentence) => statesYears(sentence));
  const computed = target.mentionYears !== false ? yearsAs(document, role) : 0;
  const years = ownCount ? 0 : (document.years_experience ?? computed);
  const lead = ownCount
    ? [ownCount, skills.length ? `Strengths include ${listOf(skills)}.` : ""]
    : [leadSentence(role, years, skills)];
  // A result with its number; without one, the work that matters most for the target.
  const measured = bestResults(document, score, 2, true, SUMMARY_CLAUSE_WORDS);
  const results = (
    measured.length ? measured : bestResults(document, score, 1, false, SUMMARY_CLAUSE_WORDS)
  ).map(resultSentence);
  const rest = own.filter((sentence) => sentence !== ownCount);
  const candidates = [
    [...lead, ...results.slice(0, 1), ...rest],
    [...lead, ...results.slice(0, 1)],
    [...lead.slice(0, 1), ...results.slice(0, 2)],
    own,
  ];
  const most = asksForShortResume(target.instructions) ? SHORT_SUMMARY_SENTENCES : MAX_SENTENCES;
  for (const sentences of candidates) {
    const text = withNameCasing(sentences.filter(Boolean).slice(0, most).join(" ").trim());
    if (splitSentences(text).length >= 2 && inventionsIn(text, facts).length === 0) return text;
  }
  return undefined;
}

/** Posting terms the resume says only in its summary (the evidence map shows the summary last). */
function onlyInSummary(document: ResumeDocument, matches: TermMatch[]): string[] {
  const summary = document.summary;
  const said = indexText(summary);
  return matches
    .filter(
      (match) => match.state === "literal" && match.kind === "skill" && summary.includes(match.evidence),
    )
    .map((match) => termName(match.term, said));
}

/**
 * The title the summary leads with: the desired role only when the person has held it, else
 * their latest role. The target is never written into the summary: "Now seeking an executive chef
 * role" would make a recruiter's search for "executive chef" find someone who never was one.
 */
function summaryRole(document: ResumeDocument, target: ResumeTarget): string {
  return titleHead(heldTitle(document, target.desiredRole.trim() || document.desired_role.trim())).slice(
    0,
    80,
  );
}

/**
 * Whole years of the roles titled `title`, only when every such role has a start month and an
 * end (or is current): a year-only or missing date would make the count a guess.
 */
function yearsAs(document: ResumeDocument, title: string): number {
  if (!title) return 0;
  const rows = document.experiences.filter((row) => roleSays(row.role, title));
  // A student job or an internship is not "N years of experience" to a recruiter.
  if (rows.some((row) => /\b(intern|internship|student|trainee|volunteer)\b/i.test(row.role))) return 0;
  const dated = hasMonth;
  if (
    !rows.length ||
    rows.some((row) => !dated(row.start_date) || (!row.still_working && !dated(row.end_date)))
  )
    return 0;
  const years = coveredYears(rows, new Date());
  return years >= 2 ? years : 0;
}

function leadSentence(role: string, years: number, skills: string[]): string {
  const subject = role ? sentenceCase(role) : skills.length ? "Professional" : "";
  if (!subject) return "";
  const span = years >= 1 ? ` with ${years} years of experience` : "";
  // "with 9 years of experience, skilled in Epic": the years are the career's, never claimed
  // for each skill ("9 years of experience in Epic ClinDoc" would be a fact the resume lacks).
  if (skills.length) return `${subject}${span}${span ? "," : ""} skilled in ${listOf(skills)}.`;
  return span ? `${subject}${span}.` : "";
}

/** "Web Developer" -> "Web developer"; acronyms and names (iOS, QA, UX/UI) keep their capitals. */
function sentenceCase(role: string): string {
  const words = role.split(/\s+/).map((word, i) => {
    if (i === 0) return word;
    if (/^\p{Lu}{2,}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word) || /[/&]/.test(word)) return word;
    return word.toLowerCase();
  });
  return capitalizeFirst(withNameCasing(words.join(" ")));
}

// Words a recruiter skips: they say nothing the rest of the resume does not show.
const FILLER = [
  "results-driven",
  "results-oriented",
  "team player",
  "detail-oriented",
  "hard-working",
  "hardworking",
  "self-starter",
  "self-motivated",
  "go-getter",
  "proven track record",
  "think outside the box",
  "synergy",
  "dynamic",
  "passionate",
];

/** First person: "I", "my", "we"... ("US" in capitals is the country, not "us"). */
export function saysFirstPerson(sentence: string): boolean {
  return sentence
    .split(/[^\p{L}']+/u)
    .some((word) => /^(I|I'm|I've|I'd|me|my|My|mine|we|We|our|Our|us)$/.test(word));
}

export function hasFiller(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  return FILLER.some((phrase) => lower.includes(phrase));
}

/**
 * A summary sentence that reads as one: no "I" or "he", not about the person by name ("Richard
 * hails from Tulsa"), no filler, not an aside ("(Go Sooners!)").
 */
function fitsSummary(sentence: string, firstName: string): boolean {
  const thirdPerson = /\b(he|she|his|her|him|hers)\b/i.test(sentence);
  const named = firstName.length > 1 && sentence.split(/[^\p{L}]+/u).includes(firstName);
  const aside = sentence.startsWith("(") || /!["'”’)]?$/.test(sentence);
  return !saysFirstPerson(sentence) && !hasFiller(sentence) && !thirdPerson && !named && !aside;
}

/** The user's own summary sentences that fit a summary, the target's best first. */
function ownSentences(summary: string, score: Scorer, fullName: string): string[] {
  const firstName = fullName.trim().split(/\s+/)[0] ?? "";
  const sentences = splitSentences(summary.replace(/\s+/g, " ").trim())
    .filter((sentence) => fitsSummary(sentence, firstName))
    .map((sentence) => finish(sentence, true));
  const order = sentences.map((sentence, i) => ({ sentence, i, score: score(sentence) }));
  // Their count sentence keeps its place at the front; the rest by relevance, then their order.
  return order.sort((a, b) => b.score - a.score || a.i - b.i).map((entry) => entry.sentence);
}
