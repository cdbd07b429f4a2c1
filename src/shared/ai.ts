import type { PostingTerm, TermState } from "./posting-analysis.ts";

// What the AI features share between the server and the browser (docs/api.md "AI writing"); the
// routes' requests and answers are in contracts/. No zod here: the free tool's public page reads it.

/** How well a resume covers a posting's keywords (0–100), computed the same way for every writer. */
export interface AtsScore {
  score: number;
  matched: string[];
  missing: string[];
}

/** One posting term's state in the Original and in the revision, with the Original's evidence. */
export interface TermComparison extends PostingTerm {
  before: TermState;
  after: TermState;
  /** The Original's line that shows the term ("" when it is missing there). */
  evidence: string;
  /** What in that line stands for the term (the term itself, an alias, or a narrower name). */
  via: string;
}

/**
 * The Original's score and the revision's, against the same keywords. Revisions scored since
 * the posting analysis (docs/tailoring.md) also carry each term's state and the soft skills;
 * `matched` then lists the terms said literally and the score weighs required terms twice.
 */
export interface AtsComparison {
  keywords: string[];
  before: AtsScore;
  after: AtsScore;
  terms?: TermComparison[];
  soft?: string[];
}

/**
 * Something the grounding check caught in a writer's output: `path` names the field
 * ("summary", "experiences.12.responsibilities"), `invented` the words or numbers that the
 * source does not support. The field was put back to the source text before saving.
 * `kind` says why, when it is not an invention: `elsewhere`, the resume states `invented` only
 * at another entry (or in the skills list); `changed`, `invented` are reworded lines whose claim
 * changed (the person's part, tense, a name or a number), each put back to the person's line.
 */
export interface GroundingFlag {
  path: string;
  invented: string[];
  message: string;
  kind?: "elsewhere" | "changed";
}

/** One line of a streamed generation (`Accept: application/x-ndjson`). */
export type GenerationEvent<T> =
  | { type: "progress"; message: string; percent: number }
  | { type: "done"; result: T }
  | { type: "error"; error: { code: string; message: string } };

/** Spec §8: what a user sees when an AI generation fails. */
export const AI_FAILED_MESSAGE =
  "Oops! Something went wrong. Reload the page and try again; if it keeps happening, contact support.";

/** A free-tool phrase: what a signed-out visitor types. */
export const MAX_PHRASE = 300;
