import { z } from "zod";
import type { UserEntitlements } from "../plans.ts";
import type { Importance } from "../posting-analysis.ts";
import { resumeFields } from "../resume.ts";
import { idField, updatedAtField } from "./fields.ts";

// /api/cv: the signed-in user's resumes (docs/api.md "Resumes"). Unknown keys are refused so a
// typo never silently does nothing. Answers: GET /item, POST /create, POST /duplicate and
// PATCH /update give the ResumeDocument (shared/resume.ts); DELETE /delete gives OkAnswer.

/** POST /api/cv/create. */
export const createResumePayload = z.strictObject({ name: resumeFields.shape.name });
export type CreateResumeRequest = z.input<typeof createResumePayload>;

/** PATCH /api/cv/update: any subset of the resume's own fields, with the updated_at read back. */
export const updateResumePayload = resumeFields
  .partial()
  .extend({
    id: idField,
    updated_at: updatedAtField("updated_at must be the resume's updated_at (an ISO time)."),
  })
  .strict();
export type UpdateResumeRequest = z.input<typeof updateResumePayload>;

/** A row of GET /api/cv/list (spec §2: name, role, last updated). */
export interface ResumeSummary {
  id: number;
  name: string;
  desired_role: string;
  order: number;
  updated_at: string;
  /** Moved in from a guest session beyond the plan: previews only until a credit unlocks it. */
  over_plan?: true;
}

/** GET /api/cv/stats: the dashboard's counters. */
export type ResumeStats = Pick<UserEntitlements, "cvLeft" | "generated"> & {
  resumes: number;
  coverLetters: number;
  /** The latest change to a resume's own fields or a cover letter, ISO; null when there is none. */
  lastUpdated: string | null;
};

/** POST /api/cv/image?id= (multipart field "image"): the stored photo's name. */
export interface ResumeImageAnswer {
  image_name: string;
}

/**
 * GET /api/cv/posting-skills?id=: the skills the resume's target posting asks for that the resume
 * does not say (the wizard offers them first among its skill suggestions, issue 34).
 */
export interface PostingSkills {
  /** The job the resume is aimed at, or null when it has none. `id` null: a posting not saved as a job. */
  job: { id: number | null; title: string; company: string } | null;
  /** Required before preferred, each in the posting's order. */
  skills: {
    term: string;
    importance: Importance;
    /** "supported": the resume shows it under a narrower name; "missing": not at all. */
    state: "supported" | "missing";
    /** Every name of the skill in the knowledge base, lower case. */
    aliases: string[];
  }[];
}
