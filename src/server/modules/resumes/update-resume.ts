import { and, eq, sql } from "drizzle-orm";
import {
  cleanLanguages,
  cleanLinks,
  type ResumeDocument,
  type ResumeFields,
} from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getResume, RESUME_NOT_FOUND } from "./get-resume.ts";
import { documentFields, toColumns, toDocument } from "./resume-document.ts";

export interface UpdateResumeOptions {
  db: Database;
  userId: string;
  id: number;
  /** The updated_at the client last read (ISO); a different stored one means a stale write. */
  updatedAt: string;
  fields: Partial<ResumeFields>;
}

const STALE_RESUME_MESSAGE =
  "This resume was changed elsewhere (another tab or device). Your copy is out of date; reload it to continue.";

/**
 * Writes any subset of the resume's own fields with optimistic concurrency: one UPDATE that
 * matches only the updated_at the client read. The new updated_at is strictly later than the
 * old one even within one millisecond (the column's precision), so the next write with the
 * returned value succeeds and an older one cannot. The child lists come back in the same
 * statement (RETURNING documentFields).
 */
export async function updateResume({
  db,
  userId,
  id,
  updatedAt,
  fields,
}: UpdateResumeOptions): Promise<ResumeDocument> {
  const values = { ...fields };
  if (values.languages) values.languages = cleanLanguages(values.languages);
  if (values.links) values.links = cleanLinks(values.links);
  const [row] = await db
    .update(resume)
    .set({
      ...(toColumns(values) as Partial<typeof resume.$inferInsert>),
      updatedAt: sql`greatest(now(), ${resume.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(resume.id, id), eq(resume.userId, userId), eq(resume.updatedAt, new Date(updatedAt))))
    .returning(documentFields());
  if (row) return toDocument(row);

  // Nothing matched: missing / another user's (404) or stale (409, with what is stored now).
  const current = await getResume({ db, userId, id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found")
      throw new AppError("not_found", RESUME_NOT_FOUND);
    throw error;
  });
  throw new AppError("conflict", STALE_RESUME_MESSAGE, { current });
}
