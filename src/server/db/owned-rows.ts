import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { AppError } from "../lib/app-error.ts";
import type { Database } from "./client.ts";

// The rows a user owns directly (a job, a cover letter, a revision: an `id` and a `user_id`).
// Another user's row answers exactly like a missing one, so ids reveal nothing.

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** What a domain function given one of the user's rows by id receives (get, delete...). */
export interface OwnedRowRequest {
  db: Database;
  userId: string;
  id: number;
}

/** The user's row `id` of `table`; 404 with `notFound` when missing or another user's. */
export async function getOwnedRow<T extends OwnedTable>(
  db: Pick<Database, "select">,
  table: T,
  { userId, id, notFound }: { userId: string; id: number; notFound: string },
): Promise<T["$inferSelect"]> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  if (!row) throw new AppError("not_found", notFound);
  return row as T["$inferSelect"];
}

/** Deletes the user's row `id` of `table`; 404 with `notFound` when missing or another user's. */
export async function deleteOwnedRow(
  db: Database,
  table: OwnedTable,
  { userId, id, notFound }: { userId: string; id: number; notFound: string },
) {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new AppError("not_found", notFound);
}
