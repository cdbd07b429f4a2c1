import type { PostingAnalysis } from "../../shared/posting-analysis.ts";
import type { LetterTone, ResumeDocument } from "../../shared/resume.ts";
import type { BulletSuggestion, ImproveRequest } from "./improve-types.ts";

// The one interface behind every AI feature (DESIGN.md §2 "AI"). Two implementations, chosen
// by env in create-writer.ts: the offline writer (default, deterministic, no key) and the LLM
// writer (AI SDK, any OpenAI-compatible endpoint). Neither writes to the database: callers
// apply the result, run the grounding check and save.

export interface JobPosting {
  title: string;
  company: string;
  description: string;
}

/** What a resume is tailored to. With neither a role nor a job it is a plain enhancement. */
export interface ResumeTarget {
  desiredRole: string;
  job: JobPosting | null;
  /** The user's custom instructions (wizard Tailor and Finalize steps); free text, never trusted as facts. */
  instructions: string;
  /**
   * The job's analysis with the user's corrections (posting/analyse-posting.ts). Left out, a
   * writer analyses `job` itself.
   */
  analysis?: PostingAnalysis | null;
  /**
   * Whether the summary may state years of experience worked out from the resume's dates (on
   * unless the user switches it off). The user's own figure and their own words are always used.
   */
  mentionYears?: boolean;
}

/**
 * What a writer may change in a resume: wording and order of the free-text fields, matched to
 * the source rows by id. Employers, titles, dates, degrees and certificate names are not in
 * here, so a writer cannot change them. Rows left out keep their source text.
 */
export interface ResumeRewrite {
  summary: string;
  /** The source skills, reordered (most relevant first); skills the source lacks are dropped. */
  skills: string[];
  experiences: { id: number; responsibilities: string }[];
  projects: { id: number; description: string }[];
  educations: { id: number; achievements: string }[];
  certificates: { id: number; description: string }[];
}

export interface CoverLetterInput {
  /** The resume the letter draws on; null when the user writes one without a resume. */
  resume: ResumeDocument | null;
  jobTitle: string;
  company: string;
  jobDescription: string;
  instructions: string;
  /** How the letter sounds; left out: formal, or what the instructions ask ("enthusiastic"). */
  tone?: LetterTone;
}

/** Progress for the browser: a short sentence and a rough percentage (0–100). */
export type ProgressReporter = (message: string, percent: number) => void;

export interface WriteOptions {
  /** Aborted when the time bound passes; writers stop work and reject. */
  signal: AbortSignal;
  progress: ProgressReporter;
}

export interface Writer {
  /** Shown beside each revision and letter ("Offline writer", or the model's name). */
  readonly name: string;
  readonly kind: "offline" | "llm";
  rewriteResume(resume: ResumeDocument, target: ResumeTarget, options: WriteOptions): Promise<ResumeRewrite>;
  /** The letter's text: paragraphs separated by blank lines, no markup. */
  writeCoverLetter(input: CoverLetterInput, options: WriteOptions): Promise<string>;
  /** Professional alternatives to a casual phrase (the free tool), best first, at most 8. */
  rephrase(phrase: string, options: WriteOptions): Promise<string[]>;
  /**
   * A posting's keywords, most important first. ATS scores always use the offline extractor
   * (ai/keywords.ts) so that before/after figures are comparable whatever the writer.
   */
  extractKeywords(posting: string, options: WriteOptions): Promise<string[]>;
  /**
   * The wizard's "Improve" (issue 14): for each of `request.lines`, up to three grounded
   * suggestions (never the line unchanged, never a number or name the resume does not state).
   */
  improveBullets(request: ImproveRequest, options: WriteOptions): Promise<BulletSuggestion[][]>;
}

/** A writer's failure that the user should hear about; the message is for a person. */
export class WriterError extends Error {
  readonly reason: "timeout" | "bad_output" | "provider" | "aborted";

  constructor(message: string, reason: WriterError["reason"]) {
    super(message);
    this.reason = reason;
  }
}
