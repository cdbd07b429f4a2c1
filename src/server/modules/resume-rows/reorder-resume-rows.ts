import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ChildType } from "../resumes/resume-document.ts";
import { childTable, lockOwnedResume, toChildRow } from "./child-rows.ts";

/**
 * Puts one list of the user's resume in the order of `ids`, which must name exactly that
 * list's rows. The order becomes 0..n-1, all in one transaction.
 */
export async function reorderResumeRows(opts: {
  db: Database;
  userId: string;
  type: ChildType;
  resumeId: number;
  ids: number[];
}) {
  const { db, userId, type, resumeId, ids } = opts;
  const table = childTable(type);
  return db.transaction(async (tx) => {
    await lockOwnedResume(tx, userId, resumeId);
    const current = await tx.select({ id: table.id }).from(table).where(eq(table.resumeId, resumeId));
    const known = new Set(current.map((row) => row.id));
    const sent = new Set(ids);
    if (sent.size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new AppError(
        "bad_request",
        `ids must list each of this resume's ${type} exactly once (${known.size} row${known.size === 1 ? "" : "s"}).`,
      );
    }
    for (const [order, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ order })
        .where(and(eq(table.id, id), eq(table.resumeId, resumeId)));
    }
    const rows = await tx.select().from(table).where(eq(table.resumeId, resumeId)).orderBy(asc(table.order));
    return rows.map(toChildRow);
  });
}
