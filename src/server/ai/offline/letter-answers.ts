import type { ResumeDocument } from "../../../shared/resume.ts";
import { inRunningText } from "../language/institution-names.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import type { StressCue } from "../posting/posting-stress.ts";
import type { WorkResult } from "./best-results.ts";
import { readLines, splitSentences } from "./bullet-lines.ts";
import { type EvidenceClause, evidenceClauses, saysWhatItDoes } from "./evidence-clauses.ts";
import { isTeamProject } from "./letter-tones/wording.ts";
import { isMeasured, type Tense } from "./polish-bullet.ts";
import { byRelevance, type Scorer } from "./relevance.ts";
import { tenseByDates } from "./tense.ts";

// What a cover letter says about the person (cover-letter.ts puts it in words): the posting's
// requirements each answered by the job whose bullet shows it, restated as clauses
// (evidence-clauses.ts), more of the same job, and projects.

/** A requirement answered by one of the person's jobs. */
export interface Answer {
  terms: string[];
  /** How the posting stresses each of `terms` (letter-needs.ts), for the letter to say. */
  cues?: StressCue[];
  result: WorkResult;
  /** Another thing done in the same job, said after the answer. */
  more: EvidenceClause[];
  /** The job's title names the need (letter-needs.ts): the letter must say the title. */
  byTitle?: boolean;
  /** The project it was done on, when not a job ("Bakery Website"). */
  project?: string;
  /** The project was a team's (wording.ts, isTeamProject). */
  team?: boolean;
}

// Licences, certificates and degrees are held, not "experience with".
export const QUALIFICATION = /licen[sc]e|certif|degree|diploma|\bGPA\b/i;

/** "Freelance" is not an employer a sentence can say "at". */
export function workplace(company: string): string {
  return /^(freelance|self[- ]employed|independent)/i.test(company.trim()) ? "" : inRunningText(company);
}

/**
 * Whether the clauses name one of `terms` as a search would find it: "mentor 2 engineers" names
 * mentoring, "in Salesforce" names Salesforce (language/skill-index.ts).
 */
export function namesAny(clauses: EvidenceClause[], terms: string[]): boolean {
  const index = indexText(clauses.map((clause) => clause.text).join(" \n "));
  return terms.some((term) => term && mentions(index, term));
}

/** The first thing done in a bullet and its measured result when that is a clause of its own. */
export function doneAndMeasured(
  bullet: string,
  tense: Tense,
  keep: readonly string[] = [],
): EvidenceClause[] {
  const found = splitSentences(bullet).flatMap((sentence) =>
    evidenceClauses(sentence, tense, undefined, keep),
  );
  // The clause that names the requirement leads: "provided at-the-elbow support during the Epic
  // ClinDoc go-live" answers "Epic ClinDoc" where the bullet's first clause may not.
  const names = (clause: EvidenceClause) =>
    keep.some((term) => term && clause.text.toLowerCase().includes(term.toLowerCase()));
  const naming = found.findIndex((clause) => !clause.subject && names(clause));
  const ordered =
    naming > 0 ? [found[naming] as EvidenceClause, ...found.filter((_, i) => i !== naming)] : found;
  // "wrote 9 tip sheets" says little alone: the next action joins it ("and taught 14 sessions").
  const short = (ordered[0]?.text.split(" ").length ?? 0) < 6;
  const done = ordered.filter((clause) => !clause.subject).slice(0, short ? 2 : 1);
  if (!done.length) return [];
  // A count ("wrote 48 tests") is measured, but the change the line reports ("lifting coverage
  // from 22% to 81%") is its result, and says more.
  const first = done[0] as EvidenceClause;
  const measured = ordered.find(
    (clause) =>
      clause.measured &&
      !done.includes(clause) &&
      (!first.measured || (isChange(clause) && !isChange(first))) &&
      // "it showed 22% more sales" is the doing's just before it, or no one's.
      (!clause.refersBack || done.includes(found[found.indexOf(clause) - 1] as EvidenceClause)),
  );
  if (!measured) return done;
  // "forecast error fell from 41% to 26%" is the result of the doing just before it ("produced
  // monthly forecasts"), not of a first step ("cleaned 3 years of demand history", blind review r7).
  const cause = found[found.indexOf(measured) - 1];
  if (measured.subject && cause && !cause.subject && !done.includes(cause) && (naming <= 0 || names(cause)))
    return [cause, measured];
  return [...done, measured];
}

/** "from 22% to 81%", "by 37%": a result that moved something, not a count. */
function isChange(clause: EvidenceClause): boolean {
  return /%|\bfrom \S+ to\b/.test(clause.text);
}

/**
 * The job's next `count` most relevant bullets, a clause each ("I also trained 120 staff in 4
 * weeks"); with `relevantOnly` off, its other work too, for a letter still thin on evidence.
 */
export function moreFromJob(
  field: string,
  used: string,
  tense: Tense,
  score: Scorer,
  said: EvidenceClause[] = [],
  count = 2,
  relevantOnly = true,
): EvidenceClause[] {
  const weight = (text: string) => score(text) + (isMeasured(text) ? 0.5 : 0);
  const saidText = said.map((clause) => clause.text.toLowerCase());
  const bullets = readLines(field)
    .map((line) => line.text)
    .filter((text) => text !== used && (!relevantOnly || weight(text) > 0));
  // Parsed only the likeliest few: the grammar is the slow part.
  return (
    byRelevance(bullets, weight)
      .slice(0, count + 2)
      // A line's result stays with what was done ("designed a seal cartridge, and warranty claims
      // fell 40%"): without it the work reads as a chore (blind review).
      .flatMap((text) => withResult(doneAndMeasured(text, tense)))
      .filter((clause) => !saidText.some((done) => clause.text.toLowerCase().startsWith(done.slice(0, 20))))
      .filter(firstOf(count))
  );
}

/** The first `count` clauses, and a result led by "it" right after them: never a maker kept without its result. */
export function firstOf(count: number) {
  return (clause: EvidenceClause, i: number) => i < count || (i === count && clause.refersBack === true);
}

/**
 * The first thing done, and the line's result when that is another clause: a measured one, or a
 * change ("from 22% to 81%", "by 37%") after a count ("wrote 48 tests"), which says more.
 */
function withResult(clauses: EvidenceClause[]): EvidenceClause[] {
  const [first, ...rest] = clauses;
  if (!first) return [];
  const result = rest.find(
    (clause) => clause.measured && (!first.measured || (isChange(clause) && !isChange(first))),
  );
  return result ? [first, result] : [first];
}

/**
 * "Built the REST API" says what the person did; "Piloted with a volunteer-run pantry" is said of
 * the project (its verb has no object), and "I piloted with a pantry" would change its meaning.
 */
export function actsOnSomething(line: string): boolean {
  return !/^\S+\s+(with|by|at|in|on|for|to|from|into|across)\b/i.test(line);
}

/** A job's best line as an answer without a requirement: its most relevant or measured work. */
export function jobAnswer(row: ResumeDocument["experiences"][number], score: Scorer): Answer[] {
  const tense: Tense = row.still_working ? "present" : "past";
  const lines = readLines(row.responsibilities).map((line) => line.text);
  const ranked = byRelevance(lines, (text) => score(text) + (isMeasured(text) ? 0.5 : 0)).slice(0, 4);
  for (const line of ranked) {
    const clauses = doneAndMeasured(line, tense);
    if (!clauses.length) continue;
    const result: WorkResult = {
      role: row.role.trim(),
      company: row.company.trim(),
      rowId: row.id,
      tense,
      clauses,
    };
    return [{ terms: [], result, more: moreFromJob(row.responsibilities, line, tense, score, clauses) }];
  }
  return [];
}

/** The person's projects, most relevant first, as answers without a requirement. */
export function projectAnswers(resume: ResumeDocument, score: Scorer): Answer[] {
  const projects = byRelevance(
    resume.projects.filter((row) => row.name.trim() && row.description.trim()),
    (row) => score(`${row.name} ${row.description}`),
  );
  return projects.flatMap((row) => {
    const tense = tenseByDates(row.start_date, row.end_date);
    const lines = readLines(row.description)
      .map((line) => line.text)
      .filter((text) => !saysWhatItDoes(text));
    const ranked = byRelevance(lines, (text) => score(text) + (isMeasured(text) ? 0.5 : 0));
    // The likeliest line that says something done ("Lighthouse scores 100/100" has no verb;
    // "Piloted with a pantry that tracks 1,100 items" has).
    const at = ranked
      .slice(0, 4)
      .findIndex((text) => actsOnSomething(text) && doneAndMeasured(text, tense).length > 0);
    if (at < 0) return [];
    const clauses = doneAndMeasured(ranked[at] as string, tense);
    const others = ranked.filter((text, i) => i !== at && actsOnSomething(text));
    const more = others.flatMap((text) => doneAndMeasured(text, tense).slice(0, 1)).slice(0, 2);
    const result: WorkResult = { role: "", company: "", rowId: -row.id, tense, clauses };
    const team = isTeamProject(`${row.description} ${row.name}`);
    return [{ terms: [], result, more, project: row.name.trim(), ...(team ? { team } : {}) }];
  });
}
