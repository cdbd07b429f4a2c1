import type { ResumeDocument } from "../../../shared/resume.ts";
import { capitalizeFirst } from "../language/name-casing.ts";
import { readVerb, verbForms } from "../language/verbs.ts";
import { readLines, splitSentences } from "./bullet-lines.ts";
import { type EvidenceClause, evidenceClauses, MAX_CLAUSE_WORDS } from "./evidence-clauses.ts";
import { isMeasured, type Tense } from "./polish-bullet.ts";
import { byRelevance, type Scorer } from "./relevance.ts";

// The person's results with real numbers, best for the target first: the measured bullets of
// their jobs, one per job, each taken apart into clauses (evidence-clauses.ts) so a summary or a
// letter can restate it.

export interface WorkResult {
  role: string;
  company: string;
  rowId: number;
  tense: Tense;
  /** What was done, then the measured result when that is a clause of its own. */
  clauses: EvidenceClause[];
  /** The resume line it restates, when known. */
  line?: string;
}

/** Parsing every bullet with the grammar is slow on a 20-year resume: only the likeliest are. */
const CANDIDATES = 8;
/** A clause limit no bullet reaches: the clause is read whole, never cut. */
const UNCUT = 1000;

export interface ResultOptions {
  /** Only these jobs' bullets (a summary's recent, substantive work). */
  rows?: (row: ResumeDocument["experiences"][number]) => boolean;
  /**
   * Say each result whole, as at most this many words: a clause that would need cutting makes the
   * result fall to the next bullet (or none), never a sentence stopped mid-phrase.
   */
  wholeWithin?: number;
  /** Lines not to use (a summary's evidence sentences already restate them). */
  skip?: (line: string) => boolean;
}

/**
 * The best `count` results, one per job. `measuredOnly` (a summary's "result with its real
 * number"); a letter also takes a job's most relevant duty when it states no number. A letter
 * keeps clauses short (it must not paste bullets); a summary may say more of one.
 */
export function bestResults(
  document: ResumeDocument,
  score: Scorer,
  count: number,
  measuredOnly = true,
  maxWords = MAX_CLAUSE_WORDS,
  options: ResultOptions = {},
): WorkResult[] {
  const { rows = () => true, wholeWithin, skip = () => false } = options;
  const bullets = document.experiences.filter(rows).flatMap((row) =>
    readLines(row.responsibilities)
      .flatMap((line) => splitSentences(line.text).map((sentence) => ({ sentence, line: line.text })))
      .filter(({ sentence, line }) => (!measuredOnly || isMeasured(sentence)) && !skip(line))
      .map(({ sentence, line }, i) => ({ row, sentence, i, line })),
  );
  const weight = (bullet: (typeof bullets)[number]) =>
    score(bullet.sentence) +
    (isMeasured(bullet.sentence) ? 0.5 : 0) -
    bullet.row.order * 0.05 -
    bullet.i * 0.01;
  const ranked = byRelevance(bullets, weight);
  const results: WorkResult[] = [];
  for (const { row, sentence, line } of ranked.slice(0, CANDIDATES)) {
    if (results.length >= count || results.some((result) => result.rowId === row.id)) continue;
    const tense: Tense = row.still_working ? "present" : "past";
    const limit = wholeWithin === undefined ? maxWords : UNCUT;
    const clauses = resultClauses(evidenceClauses(sentence, tense, limit), tense);
    if (!clauses.length) continue;
    const result = {
      role: row.role.trim(),
      company: row.company.trim(),
      rowId: row.id,
      tense,
      clauses,
      line,
    };
    if (wholeWithin !== undefined && words(resultSentence(result)) > wholeWithin) continue;
    results.push(result);
  }
  return results;
}

/**
 * The first thing done, and the first measured clause when the first is not measured itself.
 * "Builds the labor plan and kept cost 7% under budget" mixes tenses: the result stands alone.
 */
function resultClauses(clauses: EvidenceClause[], tense: Tense): EvidenceClause[] {
  const first = clauses.find((clause) => !clause.subject);
  // "Cleaned 3 years of demand history" counts something; "forecast error improved from 41% to
  // 26%" is the result: a first clause that only counts is followed by the line's outcome.
  // A clause split inside brackets ("guarding) with budgets of $80K") is no sentence.
  const whole = (clause: EvidenceClause) =>
    (clause.text.match(/\(/g) ?? []).length === (clause.text.match(/\)/g) ?? []).length;
  const outcome =
    first && !isOutcome(first.text)
      ? clauses.find((clause) => isOutcome(clause.text) && whole(clause))
      : undefined;
  const measured = outcome ?? clauses.find((clause) => clause.measured);
  if (first && !measured) return [first];
  if (!first || !measured) return [];
  if (first === measured) return [first];
  // "forecast error improved from 41% to 26%" is the result of the doing just before it
  // ("produced monthly forecasts"), not of a first step ("cleaned 3 years of demand history"):
  // said after the first step, the gain read as the cleaning's (blind review r8, as r7 found in
  // the letters).
  const before = clauses[clauses.indexOf(measured) - 1];
  const cause = measured.subject && before && !before.subject ? before : first;
  const past = (clause: EvidenceClause) => clause.subject || clause.lemma === "" || !isBase(clause);
  if (tense === "present" && past(measured) !== past(cause)) return measured.subject ? [] : [measured];
  return [cause, measured];
}

/** A result stated as a change or an amount: a percentage, money, or a move "from 48 to 71". */
export function isOutcome(text: string): boolean {
  return /\d%|[$£€]\d|\bfrom [$£€]?\d\S* to [$£€]?\d/.test(text);
}

/** Whether a clause opens with its verb's base form ("serve as"), as a current job's duty does. */
function isBase(clause: EvidenceClause): boolean {
  return (clause.text.split(" ", 1)[0] ?? "").toLowerCase() === verbForms(clause.lemma)?.base;
}

/** Words that open a verb's object: a determiner or an amount. */
const OBJECT_OPENS = /^(?:(?:the|a|an|its|their|all|each|every|this|these|those)$|[$£€]?\d)/i;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A summary sentence without a subject: "Cut documentation time from 38 to 24 minutes." */
export function resultSentence(result: WorkResult): string {
  const [first, second] = result.clauses.map((clause) => summaryClause(clause, result.tense));
  const joined = second ? `${first}${result.clauses[1]?.subject ? ", and" : " and"} ${second}` : first;
  return `${capitalizeFirst(joined ?? "")}.`;
}

/**
 * In a current job the summary says "Serves as lead super user", third person without "I", and
 * so does every verb the first is joined to: "Documents and tests 35 controls", never
 * "Documents and test".
 */
function summaryClause(clause: EvidenceClause, tense: Tense): string {
  if (tense === "past" || clause.subject || !clause.lemma) return clause.text;
  const words = clause.text.split(" ");
  const forms = verbForms(clause.lemma);
  const first = words[0] ?? "";
  if (!forms || first.replace(/,$/, "").toLowerCase() !== forms.base) return clause.text;
  words[0] = first.endsWith(",") ? `${forms.third},` : forms.third;
  let chain = true;
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    const afterAnd = /^(and|or)$/i.test(words[i - 1] ?? "");
    const joined = afterAnd || (words[i - 1] ?? "").endsWith(",");
    if (/^(and|or)$/i.test(word)) continue;
    const bare = word.replace(/,$/, "");
    const reading = readVerb(bare);
    if (chain && (!joined || reading?.form !== "base")) chain = false;
    // Later in the clause, "…reports and share an Excel dashboard": a base verb after "and" that
    // its object's determiner follows is a second duty ("and support to staff" is a noun).
    const duty = afterAnd && reading?.form === "base" && OBJECT_OPENS.test(words[i + 1] ?? "");
    if (!reading || (!chain && !duty)) continue;
    const third = verbForms(reading.lemma)?.third;
    if (third) words[i] = word.endsWith(",") ? `${third},` : third;
  }
  return words.join(" ");
}
