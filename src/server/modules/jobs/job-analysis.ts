import {
  NO_CORRECTIONS,
  type PostingAnalysis,
  type TermCorrections,
} from "../../../shared/posting-analysis.ts";
import { analysePosting } from "../../ai/posting/analyse-posting.ts";
import { applyCorrections } from "../../ai/posting/apply-corrections.ts";

export interface AnalysedJob {
  title: string;
  company: string;
  description: string;
  termCorrections?: TermCorrections;
}

/** A job's posting analysis with the user's corrections: what tailoring and scoring work from. */
export function analyseJob(job: AnalysedJob): PostingAnalysis {
  const analysis = analysePosting(job.description, { title: job.title, company: job.company });
  return applyCorrections(analysis, job.termCorrections ?? NO_CORRECTIONS);
}
