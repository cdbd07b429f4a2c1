import { byRecency } from "../../../shared/headline.ts";
import { monthNumber } from "../../../shared/month-year.ts";
import type { TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { titleHead } from "../held-title.ts";
import { indexText, mentions, type TextIndex } from "../language/skill-index.ts";
import { tokenize } from "../language/tokens.ts";
import type { StressCue } from "../posting/posting-stress.ts";
import { readLines } from "./bullet-lines.ts";
import { saysWhatItDoes } from "./evidence-clauses.ts";
import {
  type Answer,
  actsOnSomething,
  doneAndMeasured,
  firstOf,
  moreFromJob,
  namesAny,
  QUALIFICATION,
} from "./letter-answers.ts";
import { isTeamProject } from "./letter-tones/wording.ts";
import { isMeasured, type Tense } from "./polish-bullet.ts";
import { byRelevance, type Scorer } from "./relevance.ts";
import { termName, withoutOverlaps } from "./strongest-skills.ts";
import { tenseByDates } from "./tense.ts";

// Which of the posting's needs a letter answers, and with which job (issue 33): the needs the
// posting stresses most (posting/posting-stress.ts), each shown by the person's most recent job
// whose own bullets say it. A recruiter reads the latest job as what the person does now: an
// answer from it beats the same answer from a job of ten years ago.

/** A requirement with how much the posting stresses it and how the resume meets it. */
export interface Need {
  match: TermMatch;
  stress: number;
  cue: StressCue;
}

// Each job back from the latest counts for less (the latest, the one before, …); older work still
// answers a need that nothing recent shows.
const RECENCY = [1, 0.75, 0.55];
const OLDEST = 0.4;
// A need shown under a narrower name ("Ansible" for infrastructure as code) is shown less plainly.
const NARROWER = 0.8;
// A job whose own title names the need ("Senior Data Scientist" for data science) shows it in all
// its work, a little less plainly than a line that says it.
const BY_TITLE = 0.9;
/** How many of such a job's most relevant lines are tried as the answer. */
const TITLE_LINES = 3;
/** One paragraph argues at most this many needs from one job: a third goes to another job or waits. */
const PER_JOB = 2;

/** Where work was done: a job, or a project (said "On my X project"). */
interface Source {
  /** A job's id, or a project's id negated (as projectAnswers numbers them). */
  rowId: number;
  role: string;
  company: string;
  project?: string;
  /** A team's project (wording.ts, isTeamProject). */
  team?: boolean;
  tense: Tense;
  lines: string;
}

interface Shown {
  need: Need;
  term: string;
  source: Source;
  bullet: string;
  weight: number;
  /** The job's title names the need, not the line: the letter says the title. */
  byTitle: boolean;
}

/**
 * The `count` needs the person's work answers best, by stress times how recent and plain the
 * work that shows it is; grouped by job or project, most weighty first, each answer naming its needs.
 */
export function answerNeeds(
  resume: ResumeDocument,
  needs: Need[],
  score: Scorer,
  said: TextIndex,
  count: number,
): Answer[] {
  const sources = byRecencyOfWork(resume);
  const shown = needs
    .filter(({ match }) => match.state !== "missing" && match.evidence && !QUALIFICATION.test(match.term))
    .flatMap((need) => showing(need, sources, said, score))
    .sort((a, b) => b.weight - a.weight);
  const answers: Answer[] = [];
  const used = new Map<number, string[]>();
  let answered = 0;
  for (const item of shown) {
    if (answered >= count) break;
    // A need already answered by more recent work, or one an answered need's name holds
    // ("Epic" beside "Epic ClinDoc"), is not argued again.
    if (answers.some((answer) => answer.terms.some((term) => overlaps(term, item.term)))) continue;
    const { source } = item;
    const bullets = used.get(source.rowId) ?? [];
    const same = answers.find((answer) => answer.result.rowId === source.rowId);
    if (same && same.terms.length >= PER_JOB) continue;
    const keep = [item.term, item.need.match.via].filter(Boolean);
    const clauses = bullets.includes(item.bullet) ? [] : doneAndMeasured(item.bullet, source.tense, keep);
    if (same) {
      // The paragraph already says it (in the job's title, or its work), or says it next.
      if (!item.byTitle && !namesAny([...same.result.clauses, ...same.more], keep)) {
        if (!namesAny(clauses, keep)) continue;
        same.more = [...clauses.slice(0, 1), ...same.more];
      }
      same.terms.push(item.term);
      same.cues = [...(same.cues ?? []), item.need.cue];
    } else {
      // "The role calls for catering" must be followed by the catering: a clause that does not
      // name the need (its bullet did, in a part left out) does not answer it.
      if (!clauses.length || (!item.byTitle && !namesAny(clauses, keep))) continue;
      const result = { role: source.role, company: source.company, rowId: source.rowId, tense: source.tense };
      answers.push({
        terms: [item.term],
        cues: [item.need.cue],
        result: { ...result, clauses },
        more: [],
        ...(item.byTitle ? { byTitle: true } : {}),
        ...(source.project ? { project: source.project } : {}),
        ...(source.team ? { team: true } : {}),
      });
    }
    used.set(source.rowId, [...bullets, item.bullet]);
    answered++;
  }
  for (const answer of answers) {
    const source = sources.find((candidate) => candidate.rowId === answer.result.rowId);
    if (!source) continue;
    // Another paragraph's need is said there, announced: not first as more of this work.
    const others = answers.filter((other) => other !== answer).flatMap((other) => other.terms);
    const done = [...answer.result.clauses, ...answer.more];
    // A project's line without an object ("Piloted with a pantry") is said of the project, not by the person.
    const lines = source.project
      ? readLines(source.lines)
          .map((line) => line.text)
          .filter(actsOnSomething)
          .join("\n")
      : source.lines;
    const more = moreFromJob(lines, "", answer.result.tense, score, done, 4).filter(
      (clause) => !namesAny([clause], others),
    );
    answer.more = [...answer.more, ...more].filter(firstOf(2));
  }
  return answers;
}

/** "KPIs" and "KPI reporting", "Epic" and "Epic ClinDoc": one names the other, in any word form. */
function overlaps(a: string, b: string): boolean {
  return withoutOverlaps([a, b]).length < 2 || mentions(indexText(a), b) || mentions(indexText(b), a);
}

/** How many first letters of a word make its stem: "scientist" and "science" meet at "scien". */
const STEM = 5;

/**
 * Whether a job's title, as the letter says it ("Registered Nurse", not "…, Cardiac Step-Down &
 * Epic Super User"), names the need: as a search would find it, or as the practitioner of the
 * field it names ("Senior Data Scientist" for data science, "Accounts Payable Specialist" for
 * accounts payable): every word of the need, a field in lower case, begins a word of the title.
 */
function titleShows(title: string, names: string[]): boolean {
  const index = indexText(title);
  const stems = (text: string) =>
    tokenize(text)
      .map((token) => token.lower.slice(0, STEM))
      .filter((stem) => stem.length > 1);
  const titled = new Set(stems(title));
  return names.some((name) => {
    const wanted = stems(name);
    // A field in lower case ("data science"), not a product ("Salesforce" is no "Sales Manager").
    const field = wanted.length > 0 && name === name.toLowerCase();
    return mentions(index, name) || (field && wanted.every((stem) => titled.has(stem)));
  });
}

/**
 * Jobs and projects, most recent first: current jobs, then by end (or start) date. A project
 * without dates comes after every job: nothing says it is recent.
 */
function byRecencyOfWork(resume: ResumeDocument): Source[] {
  const jobs = byRecency(resume.experiences).map((row, rank): Source & { key: number } => ({
    rowId: row.id,
    role: row.role.trim(),
    company: row.company.trim(),
    tense: row.still_working ? "present" : "past",
    lines: row.responsibilities,
    key: row.still_working ? Number.POSITIVE_INFINITY : (dateKey(row.end_date, row.start_date) ?? -rank),
  }));
  const projects = resume.projects
    .filter((row) => row.name.trim() && row.description.trim())
    .map((row): Source & { key: number } => ({
      rowId: -row.id,
      role: "",
      company: "",
      project: row.name.trim(),
      team: isTeamProject(`${row.description} ${row.name}`),
      tense: tenseByDates(row.start_date, row.end_date),
      lines: row.description
        .split("\n")
        .filter((line) => !saysWhatItDoes(line))
        .join("\n"),
      key: dateKey(row.end_date, row.start_date) ?? Number.NEGATIVE_INFINITY,
    }));
  // A stable sort: jobs keep byRecency's order among equal dates, and come before projects.
  return [...jobs, ...projects].sort((a, b) => b.key - a.key);
}

function dateKey(end: string, start: string): number | undefined {
  return monthNumber(end || start, "late");
}

/**
 * The bullets of each job or project that show the need, with the need's weight there: the
 * posting's stress, times how recent the work is, times how plainly it is said. The line the
 * evidence map chose comes first within its job.
 */
function showing(need: Need, sources: Source[], said: TextIndex, score: Scorer): Shown[] {
  const { match } = need;
  const names = [match.term, match.via].filter(Boolean);
  const plain = match.state === "literal" ? 1 : NARROWER;
  const term = termName(match.term, said);
  return sources.flatMap((source, rank) => {
    const bullets = readLines(source.lines)
      .map((line) => line.text)
      .filter((text) => {
        if (text === match.evidence) return true;
        const index = indexText(text);
        return names.some((name) => mentions(index, name));
      })
      .sort((a, b) => Number(b === match.evidence) - Number(a === match.evidence));
    const weight = need.stress * (RECENCY[rank] ?? OLDEST) * plain;
    const said = bullets.map((bullet) => ({ need, term, source, bullet, weight, byTitle: false }));
    if (source.project || !titleShows(titleHead(source.role), names)) return said;
    // "Senior Data Scientist" shows data science: the job's most relevant work answers it.
    const others = readLines(source.lines)
      .map((line) => line.text)
      .filter((text) => !bullets.includes(text));
    const titled = byRelevance(others, (text) => score(text) + (isMeasured(text) ? 0.5 : 0))
      .slice(0, TITLE_LINES)
      .map((bullet) => ({ need, term, source, bullet, weight: weight * BY_TITLE, byTitle: true }));
    return [...said, ...titled];
  });
}
