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

/** A saved job: its id and last change identify one version of its posting. */
export interface SavedJob extends AnalysedJob {
  id: number;
  updatedAt: Date;
}

interface CachedAnalysis {
  title: string;
  company: string;
  description: string;
  analysis: PostingAnalysis;
}

/** At most this many saved jobs' analyses are kept (each posting is at most 20,000 characters). */
export const ANALYSIS_CACHE_SIZE = 200;
const cache = new Map<string, CachedAnalysis>();

/**
 * analyseJob for a saved job, run once per version of it rather than on every read: reading a
 * job (GET /api/jobs/item) is free and unlimited, the analysis is the costly part. Keyed by id
 * and updated_at (every edit sets it); the posting's own fields are compared too, so a change
 * made without touching updated_at is never answered from the cache. The user's corrections
 * are applied on each read (cheap, and they change without the posting changing). Least
 * recently used first out, ANALYSIS_CACHE_SIZE at most.
 */
export function analyseSavedJob(job: SavedJob): PostingAnalysis {
  const key = `${job.id}:${job.updatedAt.getTime()}`;
  let entry = cache.get(key);
  if (
    !entry ||
    entry.title !== job.title ||
    entry.company !== job.company ||
    entry.description !== job.description
  ) {
    const analysis = analysePosting(job.description, { title: job.title, company: job.company });
    entry = { title: job.title, company: job.company, description: job.description, analysis };
  }
  // Re-inserted: the Map's order is the order of use.
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > ANALYSIS_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return applyCorrections(structuredClone(entry.analysis), job.termCorrections ?? NO_CORRECTIONS);
}
