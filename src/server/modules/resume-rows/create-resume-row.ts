import { count, eq, sql } from "drizzle-orm";
import { MAX_ROWS } from "../../../shared/field-formats.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ChildType, toColumns } from "../resumes/resume-document.ts";
import { childTable, lockOwnedResume, toChildRow } from "./child-rows.ts";

export interface CreateResumeRowOptions {
  db: Database;
  userId: string;
  type: ChildType;
  resumeId: number;
  /** Any subset of the type's fields; the rest take the column defaults (empty). */
  fields: Record<string, unknown>;
}

/**
 * Adds a row at the end of one list of the user's resume. The resume row is locked for the
 * transaction so concurrent adds get distinct places and the cap holds.
 */
export async function createResumeRow({ db, userId, type, resumeId, fields }: CreateResumeRowOptions) {
  const table = childTable(type);
  return db.transaction(async (tx) => {
    await lockOwnedResume(tx, userId, resumeId);
    const [existing] = await tx.select({ n: count() }).from(table).where(eq(table.resumeId, resumeId));
    if ((existing?.n ?? 0) >= MAX_ROWS) {
      throw new AppError("bad_request", `A resume holds at most ${MAX_ROWS} ${type}.`);
    }
    const [row] = await tx
      .insert(table)
      .values({
        ...(toColumns(fields) as Partial<typeof table.$inferInsert>),
        resumeId,
        order: sql`(select coalesce(max(${table.order}), -1) + 1 from ${table} where ${table.resumeId} = ${resumeId})`,
      })
      .returning();
    if (!row) throw new Error(`${type} insert returned no row`);
    return toChildRow(row);
  });
}
