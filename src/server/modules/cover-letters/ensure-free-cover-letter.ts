import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter, entitlement } from "../../db/schema/index.ts";
import { ensureEntitlement } from "../entitlements/ensure-entitlement.ts";

/** What the user sees; the "fixed internal name" of spec §1 is the is_free flag, never shown. */
const FREE_COVER_LETTER_NAME = "My cover letter";
// Renamed after its job on its first text, like a new letter (PLACEHOLDER_LETTER_NAMES).

/**
 * Spec §1: a user who has not paid gets a free cover letter, auto-created on their first list.
 * Claiming it is one conditional UPDATE of the flag in the transaction that inserts it, so
 * concurrent first lists create exactly one. A user who already wrote a letter of their own
 * has something to start from, so none is added (the flag is still spent).
 */
export async function ensureFreeCoverLetter({ db, userId }: { db: Database; userId: string }) {
  const row = await ensureEntitlement(db, userId);
  // The common case (already done, or paid) costs the one read above.
  if (row.freeCoverLetterCreated || row.isPaid || row.subscriptionActive) return;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(entitlement)
      .set({ freeCoverLetterCreated: true, updatedAt: new Date() })
      .where(
        and(
          eq(entitlement.userId, userId),
          eq(entitlement.freeCoverLetterCreated, false),
          eq(entitlement.isPaid, false),
          eq(entitlement.subscriptionActive, false),
        ),
      )
      .returning({ userId: entitlement.userId });
    if (claimed.length === 0) return;
    const [existing] = await tx
      .select({ id: coverLetter.id })
      .from(coverLetter)
      .where(eq(coverLetter.userId, userId))
      .limit(1);
    if (existing) return;
    await tx.insert(coverLetter).values({ userId, name: FREE_COVER_LETTER_NAME, isFree: true });
  });
}
