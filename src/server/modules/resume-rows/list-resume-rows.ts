import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { ChildType } from "../resumes/resume-document.ts";
import { assertOwnedResume, childTable, toChildRow } from "./child-rows.ts";

/** One list of one of the user's resumes, by order (404 for another user's resume). */
export async function listResumeRows(opts: {
  db: Database;
  userId: string;
  type: ChildType;
  resumeId: number;
}) {
  const { db, userId, type, resumeId } = opts;
  await assertOwnedResume(db, userId, resumeId);
  const table = childTable(type);
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.resumeId, resumeId))
    .orderBy(asc(table.order), asc(table.id));
  return rows.map(toChildRow);
}
