// The answer of the resume quality check (POST /api/cv/quality, docs/api.md "Resumes"): shared
// by the server's checks (src/server/ai/quality/) and the Finalize step's list.

export const QUALITY_CHECKS = [
  "spelling",
  "first-person",
  "weak-verb",
  "passive-voice",
  "mixed-tense",
  "overlong",
  "repeated-opener",
  "no-result",
] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

/** "fix": almost always worth changing; "consider": advice the user may rightly ignore. */
type QualitySeverity = "fix" | "consider";

/** The wizard step and the field a finding is about, so the page can open it and select the line. */
export interface FieldTarget {
  step: "Experience" | "Education" | "Project" | "Certificate" | "Summary";
  kind: "experiences" | "educations" | "projects" | "certificates" | "summary";
  /** The row's id (absent for the summary). */
  rowId?: number;
  /** The stored field name: responsibilities, achievements, description or summary. */
  name: string;
  /** 0-based index of the line in the field's text as stored (blank lines counted). */
  line: number;
}

export interface QualityFinding {
  check: QualityCheck;
  severity: QualitySeverity;
  message: string;
  field: FieldTarget;
  /** The line (shortened past 140 characters) or the word the finding is about. */
  excerpt: string;
}

/** What POST /api/cv/quality answers. */
export interface QualityReport {
  findings: QualityFinding[];
  /** Findings per check before the cap, so the page can say "and 12 more". */
  counts: Record<QualityCheck, number>;
  /** How many lines were read, so "no findings" can be told apart from "nothing to check". */
  linesChecked: number;
  /** Lines past the first MAX_LINES_CHECKED, not read (the grammar tagger costs about 2 ms a line). */
  linesSkipped: number;
}

/** The most lines one check reads; real resumes have well under 100 (the corpus at most 65). */
export const MAX_LINES_CHECKED = 200;
