// What a posting asks for and how a resume meets it (docs/tailoring.md), shared by the server
// that computes it and the Tailored page that shows it. The computing itself is server-only:
// the score in server/ai/evidence/compare-matches.ts, the corrections in
// server/ai/posting/apply-corrections.ts.

export type Importance = "required" | "preferred";

/** A hard skill or qualification the posting asks for, in its canonical display form. */
export interface PostingTerm {
  term: string;
  importance: Importance;
  kind: "skill" | "qualification";
}

export interface PostingAnalysis {
  /** Cleaned: "Seeking a Ruby on Rails developer" -> "Ruby on Rails Developer". */
  title: string;
  company: string;
  /** "senior", "junior", "lead"... from the title, or "" when it does not say. */
  seniority: string;
  /** The most years of experience a requirement names ("5+ years"), or null. */
  years: number | null;
  terms: PostingTerm[];
  /** Soft skills, shown apart and never scored. */
  soft: string[];
}

/**
 * How a resume meets one requirement: `literal` (it says the term, or an alias or word form of
 * it, as a recruiter's search would find), `supported` (it shows it under a narrower name:
 * "Ansible" for "infrastructure as code"), or `missing`.
 */
export type TermState = "literal" | "supported" | "missing";

export interface TermMatch extends PostingTerm {
  state: TermState;
  /** The resume line that shows it ("" when missing). */
  evidence: string;
  /** What in that line stands for the term: the term itself, an alias, or the narrower name. */
  via: string;
}

/** A user's corrections to an analysis, kept with the Job. */
export interface TermCorrections {
  /** Terms removed from the checklist (canonical forms). */
  removed: string[];
  /** Terms the user marked required. */
  required: string[];
  /** Terms the user added. */
  added: string[];
}

export const NO_CORRECTIONS: TermCorrections = { removed: [], required: [], added: [] };
