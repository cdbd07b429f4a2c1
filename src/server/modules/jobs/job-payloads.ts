import { z } from "zod";
import { jobFields } from "../../../shared/ai.ts";
import { idField } from "../resumes/resume-payloads.ts";

// The request bodies of /api/jobs. Unknown keys are refused so a typo never silently does nothing.

const title = jobFields.shape.title.min(1, "Give the job a title.");

export const createJobPayload = jobFields.partial().extend({ title }).strict();

export const updateJobPayload = jobFields.partial().extend({ id: idField, title: title.optional() }).strict();

/** POST /api/jobs/for-posting: the posting pasted in the wizard, to check before tailoring. */
export const forPostingPayload = z.strictObject({
  description: jobFields.shape.description.refine(
    (value) => value.trim() !== "",
    "Paste a job posting first.",
  ),
  fallbackTitle: jobFields.shape.title.optional(),
});
