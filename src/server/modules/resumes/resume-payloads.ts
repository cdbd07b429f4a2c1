import { z } from "zod";
import { resumeFields } from "../../../shared/resume.ts";
import { MAX_ID } from "./validate-payload.ts";

// The request bodies of /api/cv. Unknown keys are refused so a typo never silently does nothing.

/** A row id in a JSON body; `name` is the field, for the message. */
export function positiveId(name: string) {
  return z
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be positive.`)
    .max(MAX_ID, `${name} is too large.`);
}
export const idField = positiveId("id");

/**
 * The updated_at a client read back: an ISO time. Year 0 passes the ISO format but not
 * PostgreSQL (a 500 in the query), and no stored time is that old, so it is refused here.
 */
export function updatedAtField(error: string) {
  return z.iso
    .datetime({ offset: true, error })
    .refine((value) => new Date(value).getUTCFullYear() >= 1, error);
}

export const createPayload = z.strictObject({ name: resumeFields.shape.name });

export const idPayload = z.strictObject({ id: idField });

export const updatePayload = resumeFields
  .partial()
  .extend({
    id: idField,
    updated_at: updatedAtField("updated_at must be the resume's updated_at (an ISO time)."),
  })
  .strict();
