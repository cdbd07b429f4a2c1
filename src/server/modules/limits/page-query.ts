import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";

// Pagination of the list endpoints (docs/api.md): `?limit=` (1-100, default 50) and `?cursor=`
// (the `nextCursor` of the page before) answer `{ items, nextCursor }`. Without either, the
// list answers the bare array as it always did, bounded by LEGACY_MAX_ROWS (the row caps keep
// letters and jobs below it); GET /api/jobs answers its first page only (a job holds a posting).

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
export const LEGACY_MAX_ROWS = 500;

export interface PageRequest {
  limit: number;
  /** The cursor as sent (each list checks its own format). */
  cursor?: string;
}

/** What a list endpoint's domain function receives: whose rows, and the page asked for (if any). */
export interface ListRequest {
  db: Database;
  userId: string;
  page: PageRequest | null;
}

export const BAD_CURSOR = "cursor must be the nextCursor of a page this list answered.";

/** The page asked for, or null for the legacy bare-array answer. */
export function parsePageQuery(query: { limit?: string; cursor?: string }): PageRequest | null {
  if (query.limit === undefined && query.cursor === undefined) return null;
  let limit = DEFAULT_PAGE_SIZE;
  if (query.limit !== undefined) {
    limit = Number(query.limit);
    if (!/^\d+$/.test(query.limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw new AppError("bad_request", `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
    }
  }
  const cursor = query.cursor === undefined || query.cursor === "" ? undefined : query.cursor;
  if (cursor !== undefined && cursor.length > 40) throw new AppError("bad_request", BAD_CURSOR);
  return { limit, cursor };
}

/** A cursor of one whole id (lists by id, newest first). */
function idCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError("bad_request", BAD_CURSOR);
  return Number(cursor);
}

/** Rows fetched with limit + 1: the page and the cursor of the next one (null on the last). */
export function toPage<T>(rows: T[], limit: number, cursorOf: (row: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

/**
 * One page of a list by id, newest first: `read` gets the id to stay below (none on the first
 * page) and how many rows to fetch (one more than the page, to know whether another follows).
 */
export async function pageNewestFirst<T extends { id: number }>(
  page: PageRequest,
  read: (before: number | undefined, limit: number) => Promise<T[]>,
) {
  const rows = await read(idCursor(page.cursor), page.limit + 1);
  return toPage(rows, page.limit, (row) => String(row.id));
}

/** A list by id, newest first: one page when asked for (`page`), else the legacy bare array. */
export function listNewestFirst<T extends { id: number }>(
  page: PageRequest | null,
  read: (before: number | undefined, limit: number) => Promise<T[]>,
) {
  return page ? pageNewestFirst(page, read) : read(undefined, LEGACY_MAX_ROWS);
}
