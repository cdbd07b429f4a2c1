import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ChildType, toColumns } from "../resumes/resume-document.ts";
import { childTable, ownedRow, ROW_NOT_FOUND, toChildRow } from "./child-rows.ts";

/**
 * Writes only the fields sent to one row of the user's resumes (so two tabs editing different
 * fields keep both edits). The resume's updated_at is left alone: it guards the resume's own fields.
 */
export async function updateResumeRow(opts: {
  db: Database;
  userId: string;
  type: ChildType;
  id: number;
  fields: Record<string, unknown>;
}) {
  const { db, userId, type, id, fields } = opts;
  const table = childTable(type);
  const where = ownedRow(db, table, userId, id);
  const values = toColumns(fields) as Partial<typeof table.$inferInsert>;
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(table).where(where)
      : await db.update(table).set(values).where(where).returning();
  if (!row) throw new AppError("not_found", ROW_NOT_FOUND);
  return toChildRow(row);
}
