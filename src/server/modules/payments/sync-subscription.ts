import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/client.ts";
import { entitlement } from "../../db/schema/index.ts";
import { claimEvent } from "./claim-event.ts";

// Past-due subscriptions keep access while Stripe retries the card; every other status
// (canceled, unpaid, incomplete, incomplete_expired, paused) turns it off.
const activeStatuses = new Set<Stripe.Subscription.Status>(["active", "trialing", "past_due"]);

/** True in SQL when an event of this time is newer than the last subscription event applied. */
export function isNewerSubscriptionEvent(createdAt: Date, { orSameTime = false } = {}): SQL {
  const at = sql`${createdAt.toISOString()}::timestamptz`;
  return orSameTime
    ? sql`(${entitlement.subscriptionEventAt} is null or ${entitlement.subscriptionEventAt} <= ${at})`
    : sql`(${entitlement.subscriptionEventAt} is null or ${entitlement.subscriptionEventAt} < ${at})`;
}

export type SyncOutcome = "applied" | "duplicate" | "stale" | "unknown-subscription";

/**
 * Keeps subscriptionActive in step with customer.subscription.updated / .deleted. Events can
 * arrive late and out of order: one older than the newest already applied changes nothing.
 * A cancel wins a tie with an update of the same second.
 */
export async function syncSubscription({
  db,
  event,
  subscription,
}: {
  db: Database;
  event: { id: string; type: string; createdAt: Date };
  subscription: Stripe.Subscription;
}): Promise<SyncOutcome> {
  const customerId =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const active = event.type !== "customer.subscription.deleted" && activeStatuses.has(subscription.status);
  return db.transaction(async (tx) => {
    const owner = or(
      eq(entitlement.stripeSubscriptionId, subscription.id),
      and(sql`${entitlement.stripeSubscriptionId} is null`, eq(entitlement.stripeCustomerId, customerId)),
    );
    const [known] = await tx.select({ userId: entitlement.userId }).from(entitlement).where(owner);
    // A subscription no user of ours holds (another product on the same Stripe account, or
    // its checkout not yet arrived: that checkout turns it on anyway). Not recorded.
    if (!known) return "unknown-subscription";
    if (!(await claimEvent(tx, event))) return "duplicate";
    const updated = await tx
      .update(entitlement)
      .set({
        subscriptionActive: active,
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: customerId,
        subscriptionEventAt: event.createdAt,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(entitlement.userId, known.userId),
          isNewerSubscriptionEvent(event.createdAt, { orSameTime: !active }),
        ),
      )
      .returning({ userId: entitlement.userId });
    return updated.length > 0 ? "applied" : "stale";
  });
}
