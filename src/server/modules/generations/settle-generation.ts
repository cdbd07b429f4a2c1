import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { aiGeneration, entitlement } from "../../db/schema/index.ts";

// Closing an ai_generation row. Every transition starts from `running`, so a generation is
// finished or refunded exactly once, whoever gets there first (the runner or the stale sweep).

/**
 * Marks the generation done inside the transaction that saves its result. False when it is no
 * longer running (the stale sweep refunded it): the caller must then roll the save back.
 */
export async function finishGeneration(tx: Transaction, generationId: number): Promise<boolean> {
  const done = await tx
    .update(aiGeneration)
    .set({ status: "done", finishedAt: new Date() })
    .where(and(eq(aiGeneration.id, generationId), eq(aiGeneration.status, "running")))
    .returning({ id: aiGeneration.id });
  return done.length === 1;
}

/** Marks a failed generation and gives its credit back (when one was taken). */
export async function refundGeneration(db: Database, generationId: number, error: string) {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(aiGeneration)
      .set({ status: "failed", error: error.slice(0, 2_000), finishedAt: new Date() })
      .where(and(eq(aiGeneration.id, generationId), eq(aiGeneration.status, "running")))
      .returning({ userId: aiGeneration.userId, charged: aiGeneration.charged });
    await giveBack(tx, failed);
  });
}

/**
 * Generations still `running` this long after they started belong to a process that died:
 * a live one settles within AI_TIMEOUT_MS, and saving takes far less than the margin.
 */
export function staleGenerationAfterMs(timeoutMs: number): number {
  return timeoutMs + 60_000;
}

/**
 * The lazy sweep a user's AI request starts with (generating, or listing revisions): their own
 * generations that outlived a dead process are refunded before anything else is read or spent.
 */
export function refundUsersStaleGenerations({
  db,
  userId,
  timeoutMs,
}: {
  db: Database;
  userId: string;
  /** AI_TIMEOUT_MS. */
  timeoutMs: number;
}) {
  return refundStaleGenerations({ db, userId, olderThanMs: staleGenerationAfterMs(timeoutMs) });
}

/**
 * Refunds the user's generations still `running` after `olderThanMs`: their process died (a
 * live one is bounded by AI_TIMEOUT_MS and settles well before). Called lazily on the user's
 * next AI request, and for everyone when a server starts (no userId; create-server.ts).
 */
export async function refundStaleGenerations({
  db,
  userId,
  olderThanMs,
}: {
  db: Database;
  userId?: string;
  olderThanMs: number;
}) {
  const cutoff = new Date(Date.now() - olderThanMs);
  const stale = and(
    eq(aiGeneration.status, "running"),
    lt(aiGeneration.createdAt, cutoff),
    userId ? eq(aiGeneration.userId, userId) : undefined,
  );
  // The common case: nothing stale, one indexed read and no transaction.
  const [any] = await db.select({ id: aiGeneration.id }).from(aiGeneration).where(stale).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(aiGeneration)
      .set({
        status: "failed",
        error: "The server stopped before the generation finished.",
        finishedAt: new Date(),
      })
      .where(stale)
      .returning({ userId: aiGeneration.userId, charged: aiGeneration.charged });
    await giveBack(tx, failed);
    return failed.length;
  });
}

async function giveBack(tx: Transaction, failed: { userId: string; charged: boolean }[]) {
  const credits = new Map<string, number>();
  for (const row of failed) if (row.charged) credits.set(row.userId, (credits.get(row.userId) ?? 0) + 1);
  for (const [userId, count] of credits) {
    await tx
      .update(entitlement)
      .set({ generated: sql`${entitlement.generated} + ${count}`, updatedAt: new Date() })
      .where(eq(entitlement.userId, userId));
  }
}
