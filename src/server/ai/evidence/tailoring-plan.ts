import type { PostingAnalysis, TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
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
  const grounded = matches.filter((match) => match.state === "supported" && match.kind === "skill");
  return { analysis, matches, grounded };
}
