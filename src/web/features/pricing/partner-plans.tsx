import { useEffect, useId, useState } from "react";
import {
  type PartnerPlanRole,
  partnerPlanRoles,
  partnerPrice,
  planFeatures,
  plans,
} from "../../../shared/plans";
import { api } from "../../lib/api-client";
import type { Checkout } from "../../lib/use-checkout";
import { PlanCard } from "./plan-card";
import { readPlanCookie, writePlanCookie } from "./plan-cookie";

const roleNames: Record<PartnerPlanRole, string> = {
  junior: "Junior",
  middle: "Middle",
  senior: "Senior",
  executive: "Executive",
};

/**
 * Partner (white-label) mode, spec §1/§6/§9: one role plan priced by seniority. The role
 * comes from the plan cookie and the visitor may change it (the cookie follows).
 */
export function PartnerPlans({ checkout }: { checkout: Checkout }) {
  const [role, setRole] = useState<PartnerPlanRole>("middle");
  const groupId = useId();
  useEffect(() => setRole(readPlanCookie()), []);
  const price = partnerPrice(role, true);
  const choose = (next: PartnerPlanRole) => {
    setRole(next);
    writePlanCookie(next);
  };
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <fieldset>
        <legend id={groupId} className="mb-2 text-sm font-medium text-grey-900">
          Your career level
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {partnerPlanRoles.map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-lg border px-3 py-2 text-center text-sm has-focus-visible:outline-3 has-focus-visible:outline-primary-600 ${
                option === role ? "border-primary-700 bg-primary-50 font-semibold" : "border-grey-300"
              }`}
            >
              <input
                type="radio"
                name={`${groupId}-role`}
                value={option}
                checked={option === role}
                onChange={() => choose(option)}
                className="sr-only"
              />
              {roleNames[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <PlanCard
        name={`${roleNames[role]} partner plan`}
        description={`Coaching-grade resumes for ${roleNames[role].toLowerCase()}-level roles.`}
        price={price === null ? "" : `CA$${price}`}
        period="one-time payment, lifetime access"
        features={planFeatures("pro").map((feature) =>
          feature === "Lifetime access" ? `Lifetime access (same allowance as ${plans.pro.name})` : feature,
        )}
        action={checkout.actionFor(role)}
        beforeCheckout={() => api("/api/user/partner", { method: "POST" })}
      />
    </div>
  );
}
