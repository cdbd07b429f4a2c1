import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/client.ts";
import { entitlement } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";

const SUBSCRIPTION_NEEDS_CANCELLING =
  "Your Premium subscription is still active. Cancel it first (from the receipt Stripe emailed you, or ask us through the contact form), then delete the account.";
const SUBSCRIPTION_CANCEL_FAILED =
  "We could not cancel your Premium subscription with Stripe just now, so the account was not deleted. Please try again in a few minutes.";

/**
 * A deleted account must not keep paying: an active subscription is cancelled through Stripe
 * first (at once, not at the period's end: nobody is left to use it). Without STRIPE_SECRET_KEY
 * the server cannot do that, so deletion is refused (409) with what to do instead; a Stripe
 * failure refuses it too (503), and the account stays as it was.
 */
export async function cancelSubscriptionBeforeDeletion({
  db,
  logger,
  stripe,
  userId,
}: {
  db: Database;
  logger: Logger;
  stripe: Stripe | undefined;
  userId: string;
}): Promise<void> {
  const [row] = await db
    .select({ active: entitlement.subscriptionActive, subscriptionId: entitlement.stripeSubscriptionId })
    .from(entitlement)
    .where(eq(entitlement.userId, userId));
  if (!row?.active || !row.subscriptionId) return;
  if (!stripe)
    throw new AppError("conflict", SUBSCRIPTION_NEEDS_CANCELLING, { reason: "subscriptionActive" });
  try {
    await stripe.subscriptions.cancel(row.subscriptionId);
  } catch (error) {
    // Already cancelled or gone at Stripe: nothing is billed any more.
    if (isStripeError(error) && (error.code === "resource_missing" || error.statusCode === 404)) return;
    logger.error("stripe subscription could not be cancelled before account deletion", { userId, error });
    throw new AppError("unavailable", SUBSCRIPTION_CANCEL_FAILED);
  }
  logger.info("stripe subscription cancelled before account deletion", { userId });
}

function isStripeError(error: unknown): error is { code?: string; statusCode?: number } {
  return typeof error === "object" && error !== null && "statusCode" in error;
}
