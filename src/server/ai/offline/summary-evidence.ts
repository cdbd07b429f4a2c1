import type { ResumeDocument } from "../../../shared/resume.ts";
import { capitalizeFirst } from "../language/name-casing.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import { resultSentence } from "./best-results.ts";
import { readLines } from "./bullet-lines.ts";
import type { EvidenceClause } from "./evidence-clauses.ts";
import { doneAndMeasured, namesAny } from "./letter-answers.ts";
import type { Tense } from "./polish-bullet.ts";
import { employer, rowsByRecency, says } from "./summary-skills.ts";

// The summary's evidence (issue 33 §6): the posting's top requirements each said as work the
// person did, restated from the job line that shows it ("Leads the 3rd-grade PLC of 4 teachers
// and writes its common formative assessments."), not a slot filled in a frame everyone shares
// ("Work as … includes student assessment"). The clause comes from the letters' whole-clause
// tools (evidence-clauses.ts): the person's part, names and numbers kept, never cut mid-phrase.
// A requirement only their skills list shows is named only as a tool of that list.

type Row = ResumeDocument["experiences"][number];

/** A requirement of the posting and the words that stand for it in the resume. */
export interface Requirement {
  /** As a sentence names it ("new logo acquisition"). */
  term: string;
  /** Every name to look for: the term, and what in the evidence line stands for it. */
  names: string[];
}

/** A sentence about work done in one job. */
export interface WorkSentence {
  rowId: number;
  /** Where it was done as a sentence says it ("at Ridgeback Analytics"); "" for freelance work. */
  place: string;
  /** The sentence, verb-led, with no place: "Closed 46 new logos at $45K average first-year value." */
  text: string;
  /** The resume line it restates. */
  line: string;
}

/** Evidence is taken from recent work only: the latest few jobs. */
const RECENT_JOBS = 3;
/** A summary sentence longer than this reads as a pasted bullet. */
const MOST_WORDS = 30;
/** Tools named from the skills list, at most. */
const _MOST_TOOLS = 3;

/**
 * Up to `count` sentences, each restating the line of the newest recent job that shows one of
 * `requirements` (most wanted first) and naming it in that line's own words. A requirement an
 * earlier sentence already names is not argued twice; `fits` says whether a sentence may be said
 * (the caller's voice, grounding and paste checks).
 */
export function requirementSentences(
  document: ResumeDocument,
  requirements: readonly Requirement[],
  count: number,
  fits: (sentence: string) => boolean,
): WorkSentence[] {
  const jobs = rowsByRecency(document).slice(0, RECENT_JOBS);
  const said: WorkSentence[] = [];
  for (const requirement of requirements) {
    if (said.length >= count) break;
    const index = indexText(said.map((sentence) => sentence.text).join(" \n "));
    if (requirement.names.some((name) => mentions(index, name))) continue;
    const used = new Set(said.map((sentence) => sentence.line));
    const found = jobs.map((row) => shownAt(row, requirement, used, fits)).find(Boolean);
    if (found) said.push(found);
  }
  return said;
}

/** The job's first line that shows the requirement, said as a sentence that still names it. */
function shownAt(
  row: Row,
  requirement: Requirement,
  used: ReadonlySet<string>,
  fits: (sentence: string) => boolean,
): WorkSentence | undefined {
  const tense: Tense = row.still_working ? "present" : "past";
  const lines = readLines(row.responsibilities)
    .map((line) => line.text)
    .filter((text) => !used.has(text) && shows(text, requirement.names));
  for (const line of lines) {
    const clauses = doneAndMeasured(line, tense, requirement.names);
    // The clause that names it leads (doneAndMeasured); with the next one joined when that still
    // reads as one sentence, else alone.
    const alone = clauses.slice(0, 1).filter((clause) => !hangsOnBefore(clause, line));
    const pair = clauses.length >= 2 ? inLineOrder(clauses.slice(0, 2), line) : [];
    for (const chosen of [pair, alone]) {
      const words = chosen.map((clause) => clause.text).join(" ");
      if (!chosen.length || !namesAny(chosen, requirement.names) || !shows(words, requirement.names))
        continue;
      const result = { role: row.role, company: row.company, rowId: row.id, tense, clauses: chosen };
      const text = resultSentence(result);
      if (text.split(/\s+/).length > MOST_WORDS || !fits(text)) continue;
      return { rowId: row.id, place: employer(row), text, line };
    }
  }
  return undefined;
}

/**
 * Two clauses said in the order the line says them: the one naming the requirement was put first
 * (letter-answers.ts), but "Wrote common formative assessments and leads the PLC" reverses "Lead
 * the PLC: wrote common formative assessments". Each is found by its words after the verb.
 */
function inLineOrder(clauses: EvidenceClause[], line: string): EvidenceClause[] {
  const lower = line.toLowerCase();
  const at = (clause: EvidenceClause) =>
    lower.indexOf(clause.text.toLowerCase().split(" ").slice(1, 4).join(" "));
  const [first, second] = clauses;
  return first && second && at(second) >= 0 && at(second) < at(first) ? [second, first] : clauses;
}

/**
 * Whether a clause was an -ing phrase of the line's means ("Brought food cost from 34.2% to 28.5%
 * by re-costing…, moving to whole-animal butchery"): it says how the clause before it was done,
 * and alone ("Moved to whole-animal butchery.") it would say something else.
 */
function hangsOnBefore(clause: EvidenceClause, line: string): boolean {
  const lower = line.toLowerCase();
  const rest = clause.text.toLowerCase().split(" ").slice(1, 4).join(" ");
  const at = rest ? lower.indexOf(` ${rest}`) : -1;
  if (at <= 0) return false;
  const before = lower.slice(0, at);
  const verb = before.split(" ").at(-1) ?? "";
  // Only an -ing phrase continuing a "by re-costing…" list is the means; one after the main
  // clause ("…, identifying a subpopulation") is what the work found, and stands alone.
  return /ing$/.test(verb) && at > verb.length && /\bby \S+ing\b/.test(before);
}

/** Whether a text says one of `names` in so many words (summary-skills.ts, says). */
function shows(text: string, names: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return names.some((name) => name && says(lower, name));
}

/**
 * The sentences in order, each saying where it was done when the sentence before it does not:
 * the first is read as the latest job's (`latestPlace`), each after it as the same place as the
 * one before, so a sentence from another employer opens with it ("At Delta River Distribution,
 * ran a cycle-count program…"). A result is never read as another job's work.
 */
export function placed(
  sentences: readonly WorkSentence[],
  latestPlace: string,
  recency: readonly number[],
): string[] {
  let here = latestPlace;
  // Newest work first, and one employer's sentences together: "At X" is said once.
  const rank = (sentence: WorkSentence) => {
    const first = sentences.find((other) => other.place === sentence.place) ?? sentence;
    return recency.indexOf(first.rowId) * 100 + sentences.indexOf(sentence);
  };
  const ordered = [...sentences].sort((a, b) => rank(a) - rank(b));
  return ordered.map((sentence) => {
    if (sentence.place === here && here) return sentence.text;
    here = sentence.place;
    const where = sentence.place ? capitalizeFirst(sentence.place) : "In freelance work";
    return `${where}, ${lowerFirst(sentence.text)}`;
  });
}

/** "Created the path" -> "created the path"; a name or an acronym keeps its capital ("SQL", "Epic"). */
function lowerFirst(sentence: string): string {
  const first = sentence.split(" ", 1)[0] ?? "";
  return /^\p{Lu}\p{Ll}*$/u.test(first) && first !== "I"
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}

/** Consecutive words of a resume line that a summary sentence may not repeat (a pasted bullet). */
const PASTED_RUN = 13;

/** Lower case, words only, as the writing tests read them: "Cut 34.2% costs." -> "cut 34.2% costs". */
function normalised(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$.+/-]+/gu, " ")
    .replace(/\.(?=\s|$)/g, "")
    .split(" ")
    .filter(Boolean);
}

/**
 * Whether a sentence repeats a run of 13 words of one of the resume's work lines: every run of the
 * lines is put in a set once (linear in the resume), and each of the sentence's runs looked up.
 */
export function pastesFrom(document: ResumeDocument): (sentence: string) => boolean {
  const runs = new Set<string>();
  const fields = [
    ...document.experiences.map((row) => row.responsibilities),
    ...document.projects.map((row) => row.description),
  ];
  for (const line of fields.flatMap((field) => field.split("\n"))) {
    const words = normalised(line);
    for (let at = 0; at + PASTED_RUN <= words.length; at++)
      runs.add(words.slice(at, at + PASTED_RUN).join(" "));
  }
  return (sentence) => {
    const words = normalised(sentence);
    for (let at = 0; at + PASTED_RUN <= words.length; at++)
      if (runs.has(words.slice(at, at + PASTED_RUN).join(" "))) return true;
    return false;
  };
}
