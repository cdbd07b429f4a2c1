import { z } from "zod";
import type { AtsComparison } from "../ai.ts";
import { isCalendarDay } from "../calendar-day.ts";
import { LONG, MAX_LINK, MAX_POSTING, SHORT } from "../field-formats.ts";
import type { PostingAnalysis, TermCorrections } from "../posting-analysis.ts";
import { idField } from "./fields.ts";

// /api/jobs: the signed-in user's saved job postings (docs/api.md "AI writing"), which tailored
// revisions and cover letters point to. Unknown keys are refused so a typo never silently does
// nothing.

/** A saved job's pipeline status (DESIGN.md §5 "Jobs"). */
export const jobStatuses = ["saved", "applied", "interviewing", "offer", "rejected"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** One entry of a job's stage history: the stage it entered and when (an ISO time). */
export interface JobStageChange {
  status: JobStatus;
  at: string;
}

/** A day written YYYY-MM-DD that exists; `name` is the field, for the message. */
function calendarDayField(name: string) {
  return z
    .string(`${name} must be a date written YYYY-MM-DD.`)
    .trim()
    .refine(isCalendarDay, `${name} must be a real date written YYYY-MM-DD, e.g. 2026-06-30.`);
}

const correctionTerms = z
  .array(
    z.string().trim().min(1, "A term cannot be empty.").max(120, "Use at most 120 characters for a term."),
  )
  .max(100, "Use at most 100 terms.");

/** The user's corrections to a posting's analysis (shared/posting-analysis.ts TermCorrections). */
const termCorrections = z
  .object({ removed: correctionTerms, required: correctionTerms, added: correctionTerms })
  .strict();

/** Fields of a job as the API takes them (the job form checks them with the same schema). */
export const jobFields = z.object({
  title: z.string().trim().max(SHORT, `Use at most ${SHORT} characters.`),
  company: z.string().trim().max(SHORT, `Use at most ${SHORT} characters.`),
  url: z
    .string()
    .trim()
    .max(MAX_LINK)
    .refine(
      (value) => value === "" || /^https?:\/\//i.test(value),
      "The URL must start with http:// or https://.",
    ),
  description: z.string().max(MAX_POSTING, `Use at most ${MAX_POSTING.toLocaleString("en-US")} characters.`),
  status: z.enum(jobStatuses, `status must be one of ${jobStatuses.join(", ")}.`),
  notes: z.string().max(LONG, `Use at most ${LONG.toLocaleString("en-US")} characters.`),
  /** The day to follow up on the application; null clears it. */
  follow_up_on: calendarDayField("follow_up_on").nullable(),
  term_corrections: termCorrections.optional(),
});
export type JobFields = z.infer<typeof jobFields>;

const title = jobFields.shape.title.min(1, "Give the job a title.");

/**
 * POST /api/jobs: a title, or a posting to read the title (and a company left empty) from, and
 * any other fields.
 */
export const createJobPayload = jobFields
  .partial()
  .strict()
  .refine((fields) => Boolean(fields.title?.trim() || fields.description?.trim()), {
    message: "Give the job a title, or paste its posting to read the title from.",
    path: ["title"],
  });
export type CreateJobRequest = z.input<typeof createJobPayload>;

/** PATCH /api/jobs: the job's id and any subset of its fields. */
export const updateJobPayload = jobFields.partial().extend({ id: idField, title: title.optional() }).strict();
export type UpdateJobRequest = z.input<typeof updateJobPayload>;

/** POST /api/jobs/for-posting: the posting pasted in the wizard, to check before tailoring. */
export const forPostingPayload = z.strictObject({
  description: jobFields.shape.description.refine(
    (value) => value.trim() !== "",
    "Paste a job posting first.",
  ),
  fallbackTitle: jobFields.shape.title.optional(),
});
export type ForPostingRequest = z.input<typeof forPostingPayload>;

/** GET /api/jobs/follow-ups: the jobs whose follow-up day is `due_by` (the user's today) or before. */
export const followUpsQuery = z.strictObject({ due_by: calendarDayField("due_by") });

/** A saved job as the API answers it (POST, PATCH and /for-posting answer this). */
export interface Job {
  id: number;
  title: string;
  company: string;
  url: string;
  description: string;
  status: JobStatus;
  /** Every stage the job entered, oldest first; the last is its current status. */
  status_history: JobStageChange[];
  follow_up_on: string | null;
  notes: string;
  term_corrections: TermCorrections;
  created_at: string;
  updated_at: string;
}

/** A job in GET /api/jobs, with how many revisions and letters point to it and the newest of each. */
export interface JobSummary extends Job {
  revisions: number;
  cover_letters: number;
  latest_revision: { id: number; resume_id: number; name: string } | null;
  latest_cover_letter: { id: number; name: string } | null;
}

/** A job whose follow-up is due, as the dashboard reminds of it. */
interface JobFollowUp {
  id: number;
  title: string;
  company: string;
  status: JobStatus;
  follow_up_on: string;
}

/** GET /api/jobs/follow-ups: the due jobs, earliest first (at most 20), and how many there are. */
export interface JobFollowUps {
  items: JobFollowUp[];
  total: number;
}

/** GET /api/jobs/item: one job with its posting's analysis (corrections applied) and what points to it. */
export interface JobDetail extends Job {
  analysis: PostingAnalysis;
  keywords: string[];
  revisions: {
    id: number;
    resume_id: number;
    resume_name: string;
    created_at: string;
    score: AtsComparison | null;
  }[];
  cover_letters: { id: number; name: string }[];
}
