import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { type experience, resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { RESUME_NOT_FOUND } from "../resumes/get-resume.ts";
import { type ChildType, childTables, toApiRow } from "../resumes/resume-document.ts";

// The four child tables share id, resume_id and order; drizzle cannot type a union of tables,
// so the operations see them through one of them. Only the shared columns are named.
export type ChildTable = typeof experience;
export function childTable(type: ChildType): ChildTable {
  return childTables[type] as unknown as ChildTable;
}

export const ROW_NOT_FOUND = "This row does not exist or is not yours.";

/** A child row as the API shows it (the same shape as in ResumeDocument). */
export function toChildRow(row: Record<string, unknown>) {
  return toApiRow(row, ["resumeId"]);
}

/** The resume's id when it is the user's, locked until the transaction ends; otherwise 404. */
export async function lockOwnedResume(tx: Transaction, userId: string, resumeId: number) {
  const [row] = await tx
    .select({ id: resume.id })
    .from(resume)
    .where(and(eq(resume.id, resumeId), eq(resume.userId, userId)))
    .for("update");
  if (!row) throw new AppError("not_found", RESUME_NOT_FOUND);
  return row.id;
}

/** Throws 404 unless the resume is the user's. */
export async function assertOwnedResume(db: Database, userId: string, resumeId: number) {
  const [row] = await db
    .select({ id: resume.id })
    .from(resume)
    .where(and(eq(resume.id, resumeId), eq(resume.userId, userId)));
  if (!row) throw new AppError("not_found", RESUME_NOT_FOUND);
}

/** A where clause: the row `id` of a resume owned by `userId`. */
export function ownedRow(db: Pick<Database, "select">, table: ChildTable, userId: string, id: number) {
  const owned = db.select({ id: resume.id }).from(resume).where(eq(resume.userId, userId));
  return and(eq(table.id, id), inArray(table.resumeId, owned));
}
