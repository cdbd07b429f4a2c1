import type { ImproveSuggestion } from "../../shared/contracts/improve.ts";
import type { ResumeDocument } from "../../shared/resume.ts";

// What the wizard's "Improve" (issue 14) asks a writer and gets back: suggestions for the
// lines of one field, each grounded in the resume. Kept apart from writer.ts, which every AI
// feature shares.

/** A suggested rewrite of one line, as the contract answers it. */
export type BulletSuggestion = ImproveSuggestion;

/** Bullets of a role, project or entry; the summary is prose and keeps its sentences. */
export type ImproveStyle = "bullet" | "prose";

export interface ImproveRequest {
  /** The user's resume with the field as they have typed it: the only facts a suggestion may use. */
  resume: ResumeDocument;
  /** What the lines are, for the prompt ("responsibilities of Cook at Dinerly"). */
  fieldName: string;
  style: ImproveStyle;
  /** The role's tense: present for a current role, past for one that has ended. */
  tense: "past" | "present";
  lines: string[];
}

/** At most this many suggestions per line. */
export const MAX_SUGGESTIONS = 3;
