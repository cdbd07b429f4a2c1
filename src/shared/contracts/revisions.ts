import { z } from "zod";
import type { AtsComparison, GroundingFlag } from "../ai.ts";
import { LONG, MAX_ROWS, SHORT } from "../field-formats.ts";
import { type ResumeDocument, resumeFields } from "../resume.ts";
import type { SkippedChange } from "../revision-changes.ts";
import { idField, positiveId, updatedAtField } from "./fields.ts";

// The AI tailoring routes of /api/cv and the Tailored revisions they write (docs/api.md "AI
// writing"): POST /generate, GET /revisions?id=, GET|PATCH|DELETE /revision, PATCH
// /revision/name, POST /revision/confirm and /revision/apply. Unknown keys are refused.

const text = z.string().max(LONG, `Use at most ${LONG} characters.`);
const rowId = positiveId("id");
const experienceTexts = z.array(z.strictObject({ id: rowId, responsibilities: text })).max(MAX_ROWS);
const descriptionTexts = z.array(z.strictObject({ id: rowId, description: text })).max(MAX_ROWS);
const educationTexts = z.array(z.strictObject({ id: rowId, achievements: text })).max(MAX_ROWS);

/** POST /api/cv/generate: writes a Tailored revision of the resume `id` (streamed on request). */
export const generateRevisionPayload = z.strictObject({
  id: idField,
  desiredRole: resumeFields.shape.desired_role.optional(),
  jobId: positiveId("jobId").optional(),
  instructions: resumeFields.shape.user_instructions.optional(),
  /** Whether the summary may state years worked out from the resume's dates (default: yes). */
  mentionYears: z.boolean("mentionYears must be true or false.").optional(),
});
export type GenerateRevisionPayload = z.output<typeof generateRevisionPayload>;
export type GenerateRevisionRequest = z.input<typeof generateRevisionPayload>;

/** PATCH /api/cv/revision: the ResumeRewrite-shaped text fields, any subset. */
export const updateRevisionPayload = z.strictObject({
  id: idField,
  updated_at: updatedAtField("updated_at must be the revision's updated_at (an ISO time)."),
  summary: resumeFields.shape.summary.optional(),
  skills: resumeFields.shape.skills.optional(),
  experiences: experienceTexts.optional(),
  projects: descriptionTexts.optional(),
  educations: educationTexts.optional(),
  certificates: descriptionTexts.optional(),
});
/** The text fields a user may edit in a revision; rows carry only their id and text. */
export type RevisionEdit = Omit<z.output<typeof updateRevisionPayload>, "id" | "updated_at">;
export type UpdateRevisionRequest = z.input<typeof updateRevisionPayload>;

/** The longest revision name: a job title and a company fit, a paragraph does not. */
export const MAX_REVISION_NAME = 120;

/** PATCH /api/cv/revision/name: renames a revision (any plan: it is a label, not the resume). */
export const renameRevisionPayload = z.strictObject({
  id: idField,
  name: z
    .string("name must be text.")
    .trim()
    .min(1, "Give the revision a name.")
    .max(MAX_REVISION_NAME, `Use at most ${MAX_REVISION_NAME} characters for the name.`)
    .refine(
      (value) => !/\p{Cc}/u.test(value),
      "The name cannot contain control characters (line breaks, tabs).",
    ),
});
export type RenameRevisionRequest = z.input<typeof renameRevisionPayload>;

/**
 * POST /api/cv/revision/confirm ("Do you have this?"): terms the user says are true, each put
 * in a skill group (by name; plain skills when left out) or, with experience_id, as a bullet of
 * that job in the user's own words (which must name the term).
 */
export const confirmTermsPayload = z.strictObject({
  id: idField,
  terms: z
    .array(
      z.strictObject({
        term: z.string().trim().min(1, "Name the term you have.").max(120, "Use at most 120 characters."),
        group: z.string().trim().max(SHORT, `Use at most ${SHORT} characters.`).optional(),
        experience_id: positiveId("experience_id").optional(),
        text: z.string().trim().max(2_000, "Use at most 2,000 characters.").optional(),
      }),
    )
    .min(1, "Choose at least one term.")
    .max(50, "Confirm at most 50 terms at a time."),
});
export type TermConfirmation = z.output<typeof confirmTermsPayload>["terms"][number];

/**
 * POST /api/cv/revision/apply: the ids of the revision's changes the user accepted (see
 * shared/revision-changes.ts), put into a new revision or written into the Original.
 */
export const applyChangesPayload = z.strictObject({
  id: idField,
  accepted: z
    .array(z.string().trim().min(1, "A change id cannot be empty.").max(300, "Use at most 300 characters."))
    .min(1, "Accept at least one change to apply.")
    .max(500, "Send at most 500 changes."),
  into: z.enum(["revision", "original"], 'into must be "revision" or "original".'),
});
export type ApplyChangesPayload = z.output<typeof applyChangesPayload>;
export type ApplyTarget = ApplyChangesPayload["into"];

/** What POST /api/cv/revision/apply answers. */
export interface ApplyChangesResult {
  applied: string[];
  skipped: SkippedChange[];
  /** The new revision (into: "revision"). */
  revision: Revision | null;
  /** The Original as now stored (into: "original"). */
  resume: ResumeDocument | null;
}

/** What GET /api/cv/revisions lists: a Revision without the documents and instructions. */
export interface RevisionSummary {
  id: number;
  resume_id: number;
  job_id: number | null;
  /** "Clinical Applications Analyst – Riverbend Health System": the job and company it targets, else the role; renamable. */
  name: string;
  desired_role: string;
  /** The writer's display name ("Offline writer" or the model's). */
  writer: string;
  score: AtsComparison | null;
  flags: GroundingFlag[];
  edited_at: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/cv/revisions?id=: a resume's revisions, newest first. */
export interface RevisionList {
  revisions: RevisionSummary[];
  /** True while a generation for this resume runs on the server. */
  generating: boolean;
  /**
   * The newest revision written from the Original exactly as it is now (same role, posting
   * unchanged since, instructions and writer), else null: "Finish" opens it instead of
   * generating a copy.
   */
  current_revision_id: number | null;
}

/**
 * A Tailored revision: what GET|PATCH /api/cv/revision, /revision/confirm and /generate (its
 * `done` result when streamed) answer.
 */
export interface Revision extends RevisionSummary {
  instructions: string;
  /** The Original as it was when this revision was written. */
  source: ResumeDocument;
  document: ResumeDocument;
}

/**
 * What POST /api/cv/generate answers: a new revision (201, a plain `Revision`), or, when a
 * revision was already written from the very same input (the Original as it is now, role,
 * instructions, job unchanged since, writer), that revision (200) with `unchanged: true` and a
 * `message` saying so: no copy is made and no generation is used (issue 34 §2).
 */
export interface GeneratedRevision extends Revision {
  unchanged?: true;
  message?: string;
}
