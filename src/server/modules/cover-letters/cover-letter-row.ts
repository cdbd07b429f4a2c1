import type { CoverLetter } from "../../../shared/contracts/cover-letters.ts";
import type { Database } from "../../db/client.ts";
import { getOwnedRow } from "../../db/owned-rows.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { getOwnedJob } from "../jobs/job-row.ts";
import { assertOwnedResume } from "../resume-rows/child-rows.ts";

// Cover letters belong to the user (not to a resume); resume_id only says which resume one
// was written from, and job_id which saved job it targets: both must be the user's own.

export const COVER_LETTER_NOT_FOUND = "This cover letter does not exist or is not yours.";

export interface CoverLetterFields {
  name?: string;
  resume_id?: number | null;
  content?: string[];
  job_id?: number | null;
  job_title?: string;
  company?: string;
  job_description?: string;
  instructions?: string;
}

export type CoverLetterRow = typeof coverLetter.$inferSelect;

/**
 * A cover letter as the API shows it: { id, resume_id, job_id, name, content, job_title,
 * company, job_description, instructions, created_at, updated_at }.
 */
export function toCoverLetter(row: CoverLetterRow): CoverLetter {
  return {
    id: row.id,
    resume_id: row.resumeId,
    job_id: row.jobId,
    name: row.name,
    content: row.content,
    job_title: row.jobTitle,
    company: row.company,
    job_description: row.jobDescription,
    instructions: row.instructions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 404 unless the resume and job a letter is to point at are the user's. */
export async function assertOwnedLinks(db: Database, userId: string, fields: CoverLetterFields) {
  if (fields.resume_id != null) await assertOwnedResume(db, userId, fields.resume_id);
  if (fields.job_id != null) await getOwnedJob(db, userId, fields.job_id);
}

/** The fields sent, as column values (only those sent). */
export function toCoverLetterColumns(fields: CoverLetterFields): Partial<typeof coverLetter.$inferInsert> {
  const values: Partial<typeof coverLetter.$inferInsert> = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.content !== undefined) values.content = fields.content;
  if (fields.resume_id !== undefined) values.resumeId = fields.resume_id;
  if (fields.job_id !== undefined) values.jobId = fields.job_id;
  if (fields.job_title !== undefined) values.jobTitle = fields.job_title;
  if (fields.company !== undefined) values.company = fields.company;
  if (fields.job_description !== undefined) values.jobDescription = fields.job_description;
  if (fields.instructions !== undefined) values.instructions = fields.instructions;
  return values;
}

/** The user's letter row; 404 when missing or another user's. */
export async function getOwnedCoverLetter(db: Pick<Database, "select">, userId: string, id: number) {
  return getOwnedRow(db, coverLetter, { userId, id, notFound: COVER_LETTER_NOT_FOUND });
}
