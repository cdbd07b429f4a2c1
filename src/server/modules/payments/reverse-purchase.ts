import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { entitlement, stripePurchase } from "../../db/schema/index.ts";
import { claimEvent } from "./claim-event.ts";

export type ReverseOutcome = "applied" | "duplicate" | "unknown-payment";

/**
 * A refunded (in full) or disputed payment takes back what its checkout credited (the
 * stripe_purchase row): its resumes and AI generations, never below zero, and isPaid unless
 * another purchase still stands. Once per payment, whatever the number of events about it.
 * Payments not credited through a recorded checkout (subscriptions, purchases credited before
 * purchases were recorded) are "unknown-payment": a subscription ends through its own events.
 */
export async function reversePurchase({
  db,
  event,
  paymentIntentId,
}: {
  db: Database;
  event: { id: string; type: string };
  paymentIntentId: string | null;
}): Promise<ReverseOutcome> {
  if (!paymentIntentId) return "unknown-payment";
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(stripePurchase)
      .where(eq(stripePurchase.paymentIntentId, paymentIntentId));
    if (!purchase) return "unknown-payment";
    if (!(await claimEvent(tx, event))) return "duplicate";
    // Conditional: a refund and a dispute of one payment (or two deliveries) take back once.
    const reversed = await tx
      .update(stripePurchase)
      .set({ reversedAt: new Date() })
      .where(and(eq(stripePurchase.paymentIntentId, paymentIntentId), isNull(stripePurchase.reversedAt)))
      .returning({ userId: stripePurchase.userId });
    if (reversed.length === 0) return "duplicate";
    const standing = tx
      .select({ one: sql`1` })
      .from(stripePurchase)
      .where(
        and(
          eq(stripePurchase.userId, purchase.userId),
          isNull(stripePurchase.reversedAt),
          ne(stripePurchase.paymentIntentId, paymentIntentId),
        ),
      );
    await tx
      .update(entitlement)
      .set({
        cvLeft: sql`greatest(${entitlement.cvLeft} - ${purchase.cvs}, 0)`,
        generated: sql`greatest(${entitlement.generated} - ${purchase.generations}, 0)`,
        isPaid: sql`exists (${standing})`,
        updatedAt: new Date(),
      })
      .where(eq(entitlement.userId, purchase.userId));
    return "applied";
  });
}
