import type { ReactNode } from "react";
import { PlanButton } from "../../components/billing/plan-button";
import type { PlanAction } from "../../lib/use-checkout";

export interface PlanCardProps {
  name: string;
  description: string;
  /** Already formatted, e.g. "$6.90" or "CA$120". */
  price: string;
  /** Spec §2: the billing period under the price. */
  period: string;
  features: string[];
  action: PlanAction;
  /** A ribbon such as "Best value" and a highlighted frame. */
  badge?: string;
  /** A line under the price, e.g. the bundle's saving. */
  note?: ReactNode;
  /** Runs before leaving for checkout (partner mode records the role first). */
  beforeCheckout?: () => Promise<void>;
  headingLevel?: "h3" | "h4";
}

export function PlanCard(props: PlanCardProps) {
  const { name, description, price, period, features, action, badge, note, headingLevel = "h3" } = props;
  const Heading = headingLevel;
  return (
    <article
      aria-label={`${name} plan`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        badge ? "border-primary-600 ring-2 ring-primary-600" : "border-grey-200"
      }`}
    >
      {badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-primary-700 px-3 py-0.5 text-xs font-semibold text-white">
          {badge}
        </p>
      ) : null}
      <Heading className="text-xl font-semibold text-grey-900">{name}</Heading>
      <p className="mt-1 text-sm text-grey-600">{description}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-grey-900" data-testid={`${name} price`}>
          {price}
        </span>
      </p>
      <p className="text-sm text-grey-600">{period}</p>
      {note ? <p className="mt-2 text-sm font-medium text-primary-700">{note}</p> : null}
      {/* On a phone the button comes right under the price and the list after it (issue 34: the
          first plan's button was below the first screen); one control, so the focus order holds. */}
      <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm text-grey-700 max-sm:order-last">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-primary-700">
              <path
                fill="currentColor"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 max-sm:mt-5">
        <PlanButton name={name} action={action} beforeCheckout={props.beforeCheckout} />
      </div>
    </article>
  );
}
