import { z } from "zod";
import { coverLetterFields, entityTypes, resumeEntityFields } from "../resume.ts";
import { rowTypes } from "../resume-sections.ts";
import { coverLetterLinks } from "./cover-letters.ts";
import { idField, positiveId } from "./fields.ts";

// /api/entity: the ordered child rows of a resume (experiences, educations, projects,
// certificates) and the user's cover letters (docs/api.md "Child rows"). One discriminated
// union per method: `type` picks the field schema, and a wrong or missing `type` gets one clear
// message. Answers: the row as stored (shared/resume.ts ExperienceRow... or CoverLetter), a list
// of them for GET and /reorder, OkAnswer for DELETE.

const TYPE_MESSAGE = `type must be one of ${entityTypes.join(", ")}.`;
const typeError = {
  error: (issue: { code?: string }) => (issue.code === "invalid_union" ? TYPE_MESSAGE : undefined),
};

const { experiences, educations, projects, certificates } = resumeEntityFields;
const resumeIdField = positiveId("resume_id");

/** POST: every field optional (a user adds an empty row, then fills it in). */
export const createEntityPayload = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("experiences"),
      resume_id: resumeIdField,
      ...experiences.partial().shape,
    }),
    z.strictObject({
      type: z.literal("educations"),
      resume_id: resumeIdField,
      ...educations.partial().shape,
    }),
    z.strictObject({ type: z.literal("projects"), resume_id: resumeIdField, ...projects.partial().shape }),
    z.strictObject({
      type: z.literal("certificates"),
      resume_id: resumeIdField,
      ...certificates.partial().shape,
    }),
    z.strictObject({
      type: z.literal("cover_letters"),
      name: coverLetterFields.shape.name,
      ...coverLetterLinks,
    }),
  ],
  typeError,
);
export type CreateEntityRequest = z.input<typeof createEntityPayload>;

/** PATCH: the row's id and any subset of its fields. */
export const updateEntityPayload = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("experiences"), id: idField, ...experiences.partial().shape }),
    z.strictObject({ type: z.literal("educations"), id: idField, ...educations.partial().shape }),
    z.strictObject({ type: z.literal("projects"), id: idField, ...projects.partial().shape }),
    z.strictObject({ type: z.literal("certificates"), id: idField, ...certificates.partial().shape }),
    z.strictObject({
      type: z.literal("cover_letters"),
      id: idField,
      name: coverLetterFields.shape.name.optional(),
      ...coverLetterLinks,
    }),
  ],
  typeError,
);
export type UpdateEntityRequest = z.input<typeof updateEntityPayload>;

export const deleteEntityPayload = z.strictObject({ type: z.enum(entityTypes, TYPE_MESSAGE), id: idField });

/** POST /api/entity/reorder: a resume's rows of one type, in their new order. */
export const reorderEntityPayload = z.strictObject({
  type: z.enum(rowTypes, `type must be one of ${rowTypes.join(", ")} (cover letters have no order).`),
  resume_id: resumeIdField,
  ids: z.array(idField, "ids must be a list of row ids.").max(1_000),
});
export type ReorderEntityRequest = z.input<typeof reorderEntityPayload>;

/** GET /api/entity?entity=&resume_id= (resume_id for the child rows; cover letters are the user's). */
export const listEntityQuery = z.object({
  entity: z.enum(entityTypes, `entity must be one of ${entityTypes.join(", ")}.`),
});
