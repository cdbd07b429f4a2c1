import { useId } from "react";
import type { PlanAction } from "../../lib/use-checkout";

// A plan's "Get Started": the checkout link, the sign-in link, or why there is nothing to pay.
// The pricing cards and the payment modal both show it.

const buttonClass =
  "block w-full rounded-lg bg-primary-700 px-4 py-2.5 text-center font-medium text-white hover:bg-primary-800";

export function PlanButton({
  name,
  action,
  beforeCheckout,
}: {
  name: string;
  action: PlanAction;
  beforeCheckout?: () => Promise<void>;
}) {
  const label = `Get Started with ${name}`;
  const noteId = useId();
  if (action.kind === "not-set-up") {
    return (
      <>
        <button
          type="button"
          disabled
          aria-label={label}
          aria-describedby={noteId}
          className={`${buttonClass} cursor-not-allowed opacity-60`}
        >
          Get Started
        </button>
        <p id={noteId} className="mt-2 text-center text-sm text-grey-600">
          Payments are not set up on this server.
        </p>
      </>
    );
  }
  if (action.kind === "unlocked") {
    return (
      <>
        <p className="mb-2 text-center text-sm font-medium text-grey-700">
          Everything is unlocked on this server: no payment needed.
        </p>
        <a href={action.href} className={buttonClass}>
          Start building
        </a>
      </>
    );
  }
  return (
    <a
      href={action.href}
      aria-label={label}
      className={buttonClass}
      onClick={
        action.kind === "pay" && beforeCheckout
          ? async (event) => {
              event.preventDefault();
              await beforeCheckout().catch(() => undefined);
              window.location.assign(action.href);
            }
          : undefined
      }
    >
      Get Started
    </a>
  );
}
