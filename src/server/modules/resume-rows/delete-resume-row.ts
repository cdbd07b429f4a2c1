import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ChildType } from "../resumes/resume-document.ts";
import { childTable, ownedRow, ROW_NOT_FOUND } from "./child-rows.ts";

/** Deletes one row of the user's resumes; the others keep their order values (gaps are fine). */
export async function deleteResumeRow({
  db,
  userId,
  type,
  id,
}: {
  db: Database;
  userId: string;
  type: ChildType;
  id: number;
}) {
  const table = childTable(type);
  const deleted = await db
    .delete(table)
    .where(ownedRow(db, table, userId, id))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new AppError("not_found", ROW_NOT_FOUND);
}
