import { useState } from "react";
import { useCheckout } from "../../lib/use-checkout";
import { PartnerPlans } from "./partner-plans";
import { PricingTabs } from "./pricing-tabs";
import { ProductCard } from "./product-card";

/**
 * The plans (spec §2): tabs One Time (Basic, Pro) and Subscription (Premium); in partner
 * mode a Partner tab with the role plans comes first. Used on `/` (#pricing) and `/pricing`.
 */
export function PricingSection({
  id = "pricing",
  title = "Simple, honest pricing",
}: {
  id?: string;
  title?: string;
}) {
  const checkout = useCheckout();
  const partnerMode = checkout.config?.partnerMode === true;
  const [selected, setSelected] = useState<string | null>(null);
  const tabs = [
    ...(partnerMode
      ? [{ id: "partner", label: "Partner", panel: <PartnerPlans checkout={checkout} /> }]
      : []),
    {
      id: "one-time",
      label: "One Time",
      panel: (
        <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
          <ProductCard id="basic" checkout={checkout} />
          <ProductCard id="pro" checkout={checkout} />
        </div>
      ),
    },
    {
      id: "subscription",
      label: "Subscription",
      panel: (
        <div className="mx-auto max-w-sm">
          <ProductCard id="premium" checkout={checkout} />
        </div>
      ),
    },
  ];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 px-6 py-10 sm:py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight text-grey-900">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-grey-700">
          Start free with one resume. Pay once for lifetime access, or subscribe for unlimited use. 30-day
          money-back guarantee.
        </p>
        <div className="mt-8">
          <PricingTabs
            label="Billing"
            tabs={tabs}
            selected={selected ?? (partnerMode ? "partner" : "one-time")}
            onSelect={setSelected}
          />
        </div>
      </div>
    </section>
  );
}
