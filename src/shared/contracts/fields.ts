import { z } from "zod";

// Field schemas every contract builds on. Messages start with the field's name: the server's
// validatePayload shows them as they are and puts each next to its input (`details.issues`).

/** Ids are PostgreSQL integers: anything larger is refused before it reaches a query. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body; `name` is the field, for the message. */
export function positiveId(name: string) {
  return z
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be positive.`)
    .max(MAX_ID, `${name} is too large.`);
}
export const idField = positiveId("id");

/**
 * The id of something a download or print names, in the PDF routes' wording: `what` says what
 * the id is of ("a resume id", "a cover letter id").
 */
export function printedId(name: string, what: string) {
  return z
    .number(`${name} must be ${what} (a whole number).`)
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be a positive whole number.`)
    .max(MAX_ID, `${name} is too large.`);
}

/**
 * The updated_at a client read back: an ISO time. Year 0 passes the ISO format but not
 * PostgreSQL (a 500 in the query), and no stored time is that old, so it is refused here.
 */
export function updatedAtField(error: string) {
  return z.iso
    .datetime({ offset: true, error })
    .refine((value) => new Date(value).getUTCFullYear() >= 1, error);
}

/** The body of the routes that only name a row: deletes, duplicate, quality check. */
export const idPayload = z.strictObject({ id: idField });
export type IdPayload = z.input<typeof idPayload>;

/** What a delete (and a few other writes with nothing to give back) answers. */
export interface OkAnswer {
  ok: true;
}

/**
 * One page of a list (`?limit=&cursor=`, docs/api.md "Pagination"); without either the list
 * answers the bare array.
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
