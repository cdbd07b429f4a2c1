import { type ReactNode, useId } from "react";
import type { TermComparison } from "../../../shared/ai";
import { countTerms, type TermTone, termStatus } from "./term-state";

// The posting's Required or Preferred terms, each with its state in words and, where the
// revision does not say it yet, whatever `confirm` renders ("Do you have this?").

const toneClass: Record<TermTone, string> = {
  said: "bg-primary-50 text-primary-800",
  added: "bg-primary-100 text-primary-900",
  shown: "bg-yellow-50 text-grey-900 ring-1 ring-brand-yellow/40",
  missing: "bg-grey-100 text-grey-800",
};

export function TermList({
  title,
  terms,
  confirm,
}: {
  title: string;
  terms: TermComparison[];
  confirm?: (term: TermComparison) => ReactNode;
}) {
  const headingId = useId();
  if (terms.length === 0) return null;
  const said = terms.filter((term) => term.after === "literal").length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-grey-900">
        {title}{" "}
        <span className="font-normal text-grey-600">
          ({said} of {countTerms(terms.length)} in your resume)
        </span>
      </h3>
      <ul className="flex flex-col divide-y divide-grey-200 rounded-lg border border-grey-200">
        {terms.map((term) => (
          <TermRow key={term.term} term={term} confirm={confirm} />
        ))}
      </ul>
    </section>
  );
}

function TermRow({ term, confirm }: { term: TermComparison; confirm?: (term: TermComparison) => ReactNode }) {
  const status = termStatus(term);
  return (
    <li className="flex flex-col gap-2 px-3 py-2.5" data-testid="posting-term" data-term={term.term}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-words text-grey-900">
          {term.term}
          {term.kind === "qualification" ? (
            <span className="font-normal text-grey-600"> (qualification)</span>
          ) : null}
          <span className="sr-only">:</span>
        </span>
        <span className={`rounded-full px-2.5 py-0.5 text-sm ${toneClass[status.tone]}`}>{status.label}</span>
      </div>
      {status.detail ? <p className="text-sm break-words text-grey-700">{status.detail}</p> : null}
      {status.confirmable && confirm ? confirm(term) : null}
    </li>
  );
}

/** The posting's soft skills: shown so nothing is hidden, never scored. */
export function SoftSkills({ skills }: { skills: string[] }) {
  const headingId = useId();
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-grey-900">
        Soft skills the posting asks for (not scored)
      </h3>
      <ul className="flex flex-wrap gap-1.5">
        {skills.map((skill) => (
          <li key={skill} className="rounded-full bg-grey-100 px-2.5 py-0.5 text-sm text-grey-700">
            {skill}
          </li>
        ))}
      </ul>
    </section>
  );
}
