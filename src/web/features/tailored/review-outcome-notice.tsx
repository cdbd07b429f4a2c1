import { useEffect, useRef } from "react";
import type { ReviewOutcome } from "./review-outcome";

// What applying the reviewed changes did, focused when it appears (the view under it may have
// been replaced by the new revision), with each change left out and why.

export function ReviewOutcomeNotice({
  outcome,
  onDismiss,
}: {
  outcome: ReviewOutcome;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void outcome;
    ref.current?.focus();
  }, [outcome]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="review-outcome"
      className="flex flex-col gap-2 rounded-lg border border-primary-200 bg-primary-50 p-4 text-grey-900 focus:outline-2 focus:outline-primary-700"
    >
      <p className="font-medium">{outcome.headline}</p>
      {outcome.skipped.length ? (
        <ul className="list-disc pl-5 text-sm">
          {outcome.skipped.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        onClick={onDismiss}
        className="self-start text-sm text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        Dismiss
      </button>
    </div>
  );
}
