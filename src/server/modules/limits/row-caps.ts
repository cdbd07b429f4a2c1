import { count, eq, sql } from "drizzle-orm";
import { MAX_LETTER_TEXTS } from "../../../shared/resume.ts";
import type { Transaction } from "../../db/client.ts";
import { coverLetter, job } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

// How many rows of a kind one account may keep, so a script cannot grow a user's storage (and
// every list and export of it) without end. Far above real use: a job search is dozens of jobs.

const MAX_COVER_LETTERS = 200;
export const MAX_JOBS = 500;

const COVER_LETTERS_FULL = `You have ${MAX_COVER_LETTERS} cover letters, the most one account can keep. Delete some you no longer need, then create a new one.`;
const JOBS_FULL = `You have ${MAX_JOBS} saved jobs, the most one account can keep. Delete some you no longer need, then save a new one.`;
export const LETTER_TEXTS_FULL = `This cover letter already has ${MAX_LETTER_TEXTS} texts, the most one letter keeps. Delete some of its texts, or start a new letter.`;

const tables = {
  cover_letters: { table: coverLetter, max: MAX_COVER_LETTERS, message: COVER_LETTERS_FULL },
  jobs: { table: job, max: MAX_JOBS, message: JOBS_FULL },
} as const;

/**
 * Inside the transaction that inserts: 409 conflict when the user already keeps the most rows
 * of `kind`. A per-user advisory lock for the transaction makes concurrent creates count one
 * after the other, so the cap holds exactly.
 */
export async function assertRoomFor(tx: Transaction, userId: string, kind: keyof typeof tables) {
  const { table, max, message } = tables[kind];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rows:${kind}:${userId}`}))`);
  const [existing] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
  if ((existing?.n ?? 0) >= max) throw new AppError("conflict", message, { reason: `${kind}Full` });
}
