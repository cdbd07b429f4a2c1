import type { PostingAnalysis, PostingTerm, TermCorrections } from "../../../shared/posting-analysis.ts";

/** The analysis as the user corrected it: removed terms gone, marked ones required, added ones in. */
export function applyCorrections(analysis: PostingAnalysis, corrections: TermCorrections): PostingAnalysis {
  const key = (term: string) => term.trim().toLowerCase();
  const removed = new Set(corrections.removed.map(key));
  const required = new Set(corrections.required.map(key));
  const terms: PostingTerm[] = analysis.terms
    .filter((term) => !removed.has(key(term.term)))
    .map((term) => (required.has(key(term.term)) ? { ...term, importance: "required" } : term));
  for (const added of corrections.added) {
    if (removed.has(key(added)) || terms.some((term) => key(term.term) === key(added))) continue;
    terms.push({
      term: added.trim(),
      importance: required.has(key(added)) ? "required" : "preferred",
      kind: "skill",
    });
  }
  return { ...analysis, terms, soft: analysis.soft.filter((term) => !removed.has(key(term))) };
}
