import type { PostingAnalysis, TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { skillFor } from "../language/skill-index.ts";
import { analysePosting } from "../posting/analyse-posting.ts";
import type { ResumeTarget } from "../writer.ts";
import { matchTerms } from "./match-terms.ts";

// What every writer works from when tailoring to a posting (issue 13 §4–5): the analysis, each
// term's evidence in the resume, and the terms it may write because the resume gives ground
// for them. Missing terms are never written; the user confirms them ("Do you have this?").

export interface TailoringPlan {
  analysis: PostingAnalysis | null;
  matches: TermMatch[];
  /** Skills the resume shows under another name: a writer may name them, near their evidence. */
  grounded: TermMatch[];
}

function targetAnalysis(target: ResumeTarget): PostingAnalysis | null {
  if (target.analysis) return target.analysis;
  if (!target.job?.description.trim()) return null;
  return analysePosting(target.job.description, { title: target.job.title, company: target.job.company });
}

export function tailoringPlan(resume: ResumeDocument, target: ResumeTarget): TailoringPlan {
  const analysis = targetAnalysis(target);
  if (!analysis) return { analysis, matches: [], grounded: [] };
  const matches = matchTerms(resume, analysis.terms);
  const grounded = matches.filter(
    (match) => match.state === "supported" && match.kind === "skill" && namesASkill(match),
  );
  return { analysis, matches, grounded };
}

/**
 * A term a writer may add to the skills list: one the resume shows under another name (a tool
 * for its practice, a counted team for people management), or a skill the dictionary knows. A
 * posting's own phrase whose words only appear somewhere in a line ("marketing and design",
 * "change requests") is evidence for the match score, not a skill to list as the person's.
 */
function namesASkill(match: TermMatch): boolean {
  return match.via.toLowerCase() !== match.term.toLowerCase() || skillFor(match.term) !== undefined;
}
