import {
  bundleSaving,
  formatUsd,
  type PaidPlanId,
  planDescriptions,
  planFeatures,
  plans,
} from "../../../shared/plans";
import type { Checkout } from "../../lib/use-checkout";
import { PlanCard } from "./plan-card";

const periods = {
  "one-time": "one-time payment, lifetime access",
  monthly: "per month",
} as const;

/** One of our own plans as a card; every number comes from src/shared/plans.ts. */
export function ProductCard({
  id,
  checkout,
  headingLevel,
}: {
  id: PaidPlanId;
  checkout: Checkout;
  headingLevel?: "h3" | "h4";
}) {
  const plan = plans[id];
  const saving = bundleSaving();
  return (
    <PlanCard
      name={plan.name}
      description={planDescriptions[id]}
      price={formatUsd(plan.priceUsd)}
      period={periods[plan.billing]}
      features={planFeatures(id)}
      action={checkout.actionFor(id)}
      badge={id === "pro" ? "Best value" : undefined}
      note={
        id === "pro" && saving.savingUsd > 0
          ? `Save ${formatUsd(saving.savingUsd)} (${saving.savingPercent}%) against buying ${plans.basic.name} ${saving.basicTimes} times (${formatUsd(saving.basicTotalUsd)})`
          : undefined
      }
      headingLevel={headingLevel}
    />
  );
}
