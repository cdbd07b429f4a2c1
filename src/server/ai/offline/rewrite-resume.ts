import { LONG } from "../../../shared/field-formats.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import { tailoringPlan } from "../evidence/tailoring-plan.ts";
import { inventionsIn, readSource } from "../grounding.ts";
import { asksForShortResume, SHORT_ENTRY_BULLETS } from "../length-wish.ts";
import type { ResumeRewrite, ResumeTarget } from "../writer.ts";
import { type FieldLine, hasMarkers, readLines, splitSentences, writeLines } from "./bullet-lines.ts";
import { isMeasured, polishBullet, type Tense } from "./polish-bullet.ts";
import {
  byPostingAndOwnOrder,
  byRelevance,
  postingWordsScorer,
  relevanceScorer,
  type Scorer,
  strongestScorer,
  targetKeywords,
} from "./relevance.ts";
import { writeSummary } from "./summary.ts";
import { tenseByDates } from "./tense.ts";

// The offline rewrite of a whole resume (see offline-writer.ts for the progress and abort
// plumbing). Deterministic: the same resume and target always give the same text.

export interface RewriteSteps {
  /** Called between stages; throws to stop (the caller's abort signal). */
  step: (message: string, percent: number) => void;
}

export function rewriteResumeOffline(
  resume: ResumeDocument,
  target: ResumeTarget,
  { step }: RewriteSteps,
): ResumeRewrite {
  step("Reading your resume and the target", 10);
  const plan = tailoringPlan(resume, target);
  const keywords = targetKeywords(target, plan);
  const targeted = keywords.length > 0;
  const score = relevanceScorer(keywords);
  const strongest = strongestScorer(keywords);
  // The summary's evidence and result go by the posting's terms, then by how like the posting's
  // own work a line is in its rarer words, as the letter's do: a posting whose terms the analysis
  // reads few of ("complex calendars", "travel coordination") still points at the current job
  // that does that work, not at an older job's measured saving (blind review r8).
  const likePosting = target.job?.description ? postingWordsScorer(target.job.description) : () => 0;
  const summaryScore = (text: string) => score(text) + likePosting(text);
  const grounded = plan.grounded.map((match) => match.term);
  const facts = readSource(resume, grounded);
  // The posting's own words for what the resume shows under other names join the skills, so
  // the summary and the skills list can say them (applyRewrite puts each beside its evidence).
  const withTerms = grounded.length
    ? { ...resume, skills: [...resume.skills, { name: "", keywords: grounded }] }
    : resume;
  const instructions = target.instructions.toLowerCase();
  const concise = asksForShortResume(instructions);
  const rewrite = (text: string, tense: Tense) => {
    const result = rewriteField(text, tense, targeted ? strongest : undefined, concise);
    // Belt and braces: a field that somehow gained a fact, or grew past the limit, stays as written.
    return result.length > LONG || inventionsIn(result, facts).length ? text : result;
  };

  step("Rewriting your bullet points with action verbs", 30);
  const experiences = resume.experiences.map((row) => ({
    id: row.id,
    responsibilities: rewrite(row.responsibilities, row.still_working ? "present" : "past"),
  }));
  const projects = resume.projects.map((row) => ({
    id: row.id,
    description: rewrite(row.description, tenseByDates(row.start_date, row.end_date)),
  }));
  const educations = resume.educations.map((row) => ({
    id: row.id,
    achievements: rewrite(row.achievements, tenseByDates(row.start_date, row.end_date)),
  }));
  const certificates = resume.certificates.map((row) => ({
    id: row.id,
    description: rewrite(row.description, "past"),
  }));

  step(targeted ? "Putting what the job asks for first" : "Tidying your skills", 60);
  const skills = targeted ? byRelevance(allSkills(withTerms.skills), score) : allSkills(resume.skills);

  step("Writing your summary", 80);
  const summary = asksToKeepSummary(instructions)
    ? resume.summary
    : writeSummary({
        document: withTerms,
        source: resume,
        target,
        score: summaryScore,
        facts,
        matches: plan.matches,
      });

  step("Checking every fact against your resume", 95);
  return { summary, skills, experiences, projects, educations, certificates };
}

const KEEP = /\b(keep|don'?t (change|touch)|do not (change|touch)|leave)\b/;

/**
 * "Keep my summary", "don't touch the summary": a sentence asking to keep something, then naming
 * the summary. Sentence by sentence and from the first ask only: one regex spanning both
 * (/\bkeep\b[^.]*\bsummary\b/) rescans the sentence from every "keep" in it, which long
 * instructions full of them turn into seconds.
 */
function asksToKeepSummary(instructions: string): boolean {
  return instructions.split(".").some((sentence) => {
    const ask = KEEP.exec(sentence);
    return ask !== null && /\bsummary\b/.test(sentence.slice(ask.index + ask[0].length));
  });
}

function rewriteField(text: string, tense: Tense, score: Scorer | undefined, concise: boolean): string {
  if (!text.trim()) return text;
  const lines = readLines(text).map((line) => ({ ...line, text: polishLine(line.text, tense) }));
  const prose = lines.filter((line) => !line.bullet);
  let bullets: FieldLine[] = lines.filter((line) => line.bullet);
  if (score)
    bullets = byPostingAndOwnOrder(bullets, (line) => score(line.text) + (isMeasured(line.text) ? 0.1 : 0));
  // Without a target the user's own order decides which bullets stay: they put the best first.
  if (concise && bullets.length > SHORT_ENTRY_BULLETS) bullets = bullets.slice(0, SHORT_ENTRY_BULLETS);
  return writeLines([...prose, ...bullets], hasMarkers(text));
}

function polishLine(line: string, tense: Tense): string {
  return splitSentences(line)
    .map((sentence) => polishBullet(sentence, tense).text)
    .join(" ");
}

/** Bullets that state no measurable result: advice to add one (the writer never invents it). */
export function flagUnmeasuredBullets(document: ResumeDocument): { path: string; bullet: string }[] {
  const fields = [
    ...document.experiences.map((row) => ({
      path: `experiences.${row.id}.responsibilities`,
      text: row.responsibilities,
    })),
    ...document.projects.map((row) => ({ path: `projects.${row.id}.description`, text: row.description })),
  ];
  const flagged: { path: string; bullet: string }[] = [];
  for (const field of fields) {
    for (const line of readLines(field.text)) {
      if (line.bullet && !isMeasured(line.text)) flagged.push({ path: field.path, bullet: line.text });
    }
  }
  return flagged;
}
