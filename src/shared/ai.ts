import { z } from "zod";
import type { PostingTerm, TermCorrections, TermState } from "./posting-analysis.ts";
import type { ResumeDocument } from "./resume.ts";

// What the AI features share between the server and the browser (docs/api.md "AI writing").

/** A saved job's pipeline status (DESIGN.md §5 "Jobs"). */
export const jobStatuses = ["saved", "applied", "interviewing", "offer", "rejected"] as const;
export type JobStatus = (typeof jobStatuses)[number];

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
 */
export interface GroundingFlag {
  path: string;
  invented: string[];
  message: string;
}

/** What GET /api/cv/revisions lists: a Revision without the documents and instructions. */
export interface RevisionSummary {
  id: number;
  resume_id: number;
  job_id: number | null;
  desired_role: string;
  /** The writer's display name ("Offline writer" or the model's). */
  writer: string;
  score: AtsComparison | null;
  flags: GroundingFlag[];
  edited_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A Tailored revision (docs/api.md "AI writing"). */
export interface Revision extends RevisionSummary {
  instructions: string;
  /** The Original as it was when this revision was written. */
  source: ResumeDocument;
  document: ResumeDocument;
}

/** One line of a streamed generation (`Accept: application/x-ndjson`). */
export type GenerationEvent<T> =
  | { type: "progress"; message: string; percent: number }
  | { type: "done"; result: T }
  | { type: "error"; error: { code: string; message: string } };

/** Spec §8: what a user sees when an AI generation fails. */
export const AI_FAILED_MESSAGE =
  "Oops! Something went wrong. Reload the page and try again; if it keeps happening, contact support.";

/** A saved job as the API answers it (docs/api.md "AI writing"). */
export interface Job {
  id: number;
  title: string;
  company: string;
  url: string;
  description: string;
  status: JobStatus;
  notes: string;
  term_corrections: TermCorrections;
  created_at: string;
  updated_at: string;
}

/** A cover letter as the API answers it; `content` holds the generated texts, newest first. */
export interface CoverLetter {
  id: number;
  resume_id: number | null;
  job_id: number | null;
  name: string;
  content: string[];
  job_title: string;
  company: string;
  job_description: string;
  instructions: string;
  created_at: string;
  updated_at: string;
}

const correctionTerms = z
  .array(
    z.string().trim().min(1, "A term cannot be empty.").max(120, "Use at most 120 characters for a term."),
  )
  .max(100, "Use at most 100 terms.");

/** The user's corrections to a posting's analysis (shared/posting-analysis.ts TermCorrections). */
export const termCorrections = z
  .object({ removed: correctionTerms, required: correctionTerms, added: correctionTerms })
  .strict();

/** Fields of a job as the API takes them. */
export const jobFields = z.object({
  title: z.string().trim().max(200, "Use at most 200 characters."),
  company: z.string().trim().max(200, "Use at most 200 characters."),
  url: z
    .string()
    .trim()
    .max(2_000)
    .refine(
      (value) => value === "" || /^https?:\/\//i.test(value),
      "The URL must start with http:// or https://.",
    ),
  description: z.string().max(20_000, "Use at most 20,000 characters."),
  status: z.enum(jobStatuses, `status must be one of ${jobStatuses.join(", ")}.`),
  notes: z.string().max(10_000, "Use at most 10,000 characters."),
  term_corrections: termCorrections.optional(),
});
export type JobFields = z.infer<typeof jobFields>;

/** A free-tool phrase: what a signed-out visitor types. */
export const MAX_PHRASE = 300;
