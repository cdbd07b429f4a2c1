import type { FieldTarget } from "../../../shared/contracts/resume-quality.ts";

// What the checks read. The answer's types are shared with the web (shared/contracts/resume-quality.ts).
export type {
  FieldTarget,
  QualityCheck,
  QualityFinding,
  QualityReport,
} from "../../../shared/contracts/resume-quality.ts";
export { QUALITY_CHECKS } from "../../../shared/contracts/resume-quality.ts";

/** One line of a checked field, with what the checks need to know about where it sits. */
export interface QualityLine {
  text: string;
  /** A list item (bullet checks apply) rather than prose such as "Grade: 4.0". */
  bullet: boolean;
  field: FieldTarget;
  /** "Charge Nurse at St Mary's" for messages; empty for the summary. */
  place: string;
  /** Experience lines: whether the role has ended (past tense expected) or is current. */
  role?: { key: string; ended: boolean };
}
