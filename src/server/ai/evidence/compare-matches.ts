import type { AtsComparison, AtsScore, TermComparison } from "../../../shared/ai.ts";
import type { PostingTerm, TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { compareScores } from "../ats-score.ts";
import { matchTerms } from "./match-terms.ts";

// The ATS match score (docs/tailoring.md "How this is scored"): what a recruiter's keyword
// search finds, the weighted share of the posting's terms the resume says literally. Terms
// shown under another name count only once the resume says them; soft skills never count.

function scoreMatches(matches: TermMatch[]): AtsScore {
  return {
    score: matchScore(matches),
    matched: matches.filter((match) => match.state === "literal").map((match) => match.term),
    missing: matches.filter((match) => match.state !== "literal").map((match) => match.term),
  };
}

/** Required terms weigh twice a preferred one in the score. */
const REQUIRED_WEIGHT = 2;

/** The match score: the weighted share of the posting's terms the resume says literally. */
function matchScore(matches: readonly Pick<TermMatch, "importance" | "state">[]): number {
  let total = 0;
  let found = 0;
  for (const match of matches) {
    const weight = match.importance === "required" ? REQUIRED_WEIGHT : 1;
    total += weight;
    if (match.state === "literal") found += weight;
  }
  return total ? Math.round((100 * found) / total) : 0;
}

export function compareMatches(
  source: ResumeDocument,
  revision: ResumeDocument,
  terms: readonly PostingTerm[],
  soft: string[] = [],
): AtsComparison {
  const before = matchTerms(source, terms);
  const after = matchTerms(revision, terms);
  const comparison: TermComparison[] = before.map((match, i) => {
    const later = after[i] ?? match;
    const shown = match.state === "missing" ? later : match;
    return {
      term: match.term,
      importance: match.importance,
      kind: match.kind,
      before: match.state,
      after: later.state,
      evidence: shown.evidence,
      via: shown.via,
    };
  });
  return {
    keywords: terms.map((term) => term.term),
    before: scoreMatches(before),
    after: scoreMatches(after),
    terms: comparison,
    soft,
  };
}

/**
 * A revision's score again after an edit, against the same terms. Revisions scored before the
 * posting analysis keep their flat keyword score.
 */
export function rescore(
  source: ResumeDocument,
  revision: ResumeDocument,
  score: AtsComparison,
): AtsComparison {
  if (!score.terms) return compareScores(source, revision, score.keywords);
  const terms = score.terms.map(({ term, importance, kind }) => ({ term, importance, kind }));
  return compareMatches(source, revision, terms, score.soft);
}
