import type { Transaction } from "../../db/client.ts";
import { paymentEvent } from "../../db/schema/index.ts";

/**
 * Records a Stripe event id inside the transaction that applies it. A second delivery (even
 * a concurrent one: PostgreSQL makes it wait for the first to commit) finds the id taken and
 * answers false, so an event changes the account once whatever the number of deliveries.
 */
export async function claimEvent(tx: Transaction, event: { id: string; type: string }): Promise<boolean> {
  const claimed = await tx
    .insert(paymentEvent)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvent.id });
  return claimed.length > 0;
}
