import { eq, sql } from "drizzle-orm";
import { isPartnerPlanRole, plans } from "../../../shared/plans.ts";
import type { Database } from "../../db/client.ts";
import { entitlement, stripePurchase, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { claimEvent } from "./claim-event.ts";
import type { Product } from "./identify-product.ts";
import { isNewerSubscriptionEvent } from "./sync-subscription.ts";

export interface CreditCheckoutOptions {
  db: Database;
  event: { id: string; type: string; createdAt: Date };
  userId: string;
  product: Product;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** The checkout's PaymentIntent (payment mode): a later refund or dispute names it. */
  paymentIntentId?: string | null;
}

export type ApplyOutcome = "applied" | "duplicate";

/**
 * Credits a paid checkout to the user, once. One-time products add their resumes and AI
 * generations to what is left (lifetime, spec §9) and mark the user paid; a partner role plan
 * is sold with Pro's allowance and records the role. Premium turns the subscription on and
 * keeps Stripe's ids so later subscription events find the user.
 */
export async function creditCheckout(options: CreditCheckoutOptions): Promise<ApplyOutcome> {
  const { db, event, userId, product } = options;
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!owner) throw new AppError("bad_request", `No user ${userId} (client_reference_id) on this server.`);
    if (!(await claimEvent(tx, event))) return "duplicate";

    // The free plan's row, for a user who never opened the app before paying.
    await tx
      .insert(entitlement)
      .values({ userId, cvLeft: plans.free.cvs, generated: plans.free.generations })
      .onConflictDoNothing();

    const ids = {
      ...(options.stripeCustomerId ? { stripeCustomerId: options.stripeCustomerId } : {}),
      ...(options.stripeSubscriptionId ? { stripeSubscriptionId: options.stripeSubscriptionId } : {}),
    };
    if (product === "premium") {
      const newer = isNewerSubscriptionEvent(event.createdAt);
      await tx
        .update(entitlement)
        .set({
          ...ids,
          subscriptionActive: sql`case when ${newer} then true else ${entitlement.subscriptionActive} end`,
          subscriptionEventAt: sql`case when ${newer} then ${event.createdAt.toISOString()}::timestamptz else ${entitlement.subscriptionEventAt} end`,
          updatedAt: new Date(),
        })
        .where(eq(entitlement.userId, userId));
      return "applied";
    }

    const allowance = isPartnerPlanRole(product) ? plans.pro : plans[product];
    await tx
      .update(entitlement)
      .set({
        ...ids,
        cvLeft: sql`${entitlement.cvLeft} + ${allowance.cvs}`,
        generated: sql`${entitlement.generated} + ${allowance.generations}`,
        isPaid: true,
        plan: product,
        ...(isPartnerPlanRole(product) ? { partner: true, partnerPlan: product } : {}),
        updatedAt: new Date(),
      })
      .where(eq(entitlement.userId, userId));
    if (options.paymentIntentId) {
      // What this payment gave, so a refund or dispute takes back exactly that (reverse-purchase.ts).
      await tx
        .insert(stripePurchase)
        .values({
          paymentIntentId: options.paymentIntentId,
          userId,
          product,
          cvs: allowance.cvs,
          generations: allowance.generations,
        })
        .onConflictDoNothing();
    }
    return "applied";
  });
}
