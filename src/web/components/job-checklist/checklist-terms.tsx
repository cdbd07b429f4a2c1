import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { PostingTerm, TermCorrections } from "../../../shared/posting-analysis";
import type { JobDetail } from "../../lib/jobs-api";
import { controlClass } from "../ui/field-frame";
import {
  addTerm,
  isMarkedRequired,
  isSameTerm,
  markPreferred,
  markRequired,
  removeTerm,
  restoreTerm,
} from "./term-corrections";

// The checklist's lists (Required, Preferred, soft skills apart, what the user removed) and the
// field to add a term. Every button saves the whole corrections object through `onSave`.

const small =
  "rounded-md border border-grey-300 bg-white px-2 py-1 text-xs font-medium text-grey-900 hover:bg-grey-50 aria-disabled:opacity-60";

/** Answers whether it was saved. */
type Save = (next: TermCorrections, done: string, moveFocus?: boolean) => Promise<boolean>;

export function ChecklistTerms({
  detail,
  saving,
  onSave,
}: {
  detail: JobDetail;
  saving: boolean;
  onSave: Save;
}) {
  const { analysis, term_corrections: corrections } = detail;
  const required = analysis.terms.filter((term) => term.importance === "required");
  const preferred = analysis.terms.filter((term) => term.importance === "preferred");
  const busy = saving || undefined;
  const button = (label: string, term: string, next: TermCorrections, done: string) => (
    <button type="button" className={small} aria-disabled={busy} onClick={() => void onSave(next, done)}>
      {label}
      <span className="sr-only"> {term}</span>
    </button>
  );
  const remove = (term: string) =>
    button("Remove", term, removeTerm(corrections, term), `Removed "${term}".`);

  return (
    <div className="flex flex-col gap-3">
      {analysis.years ? (
        <p className="text-grey-700">Asks for {analysis.years}+ years of experience.</p>
      ) : null}
      <TermGroup title="Required" terms={required}>
        {(term) => (
          <>
            {isMarkedRequired(corrections, term.term)
              ? button(
                  "Mark preferred",
                  term.term,
                  markPreferred(corrections, term.term),
                  `"${term.term}" is preferred.`,
                )
              : null}
            {remove(term.term)}
          </>
        )}
      </TermGroup>
      <TermGroup title="Preferred" terms={preferred}>
        {(term) => (
          <>
            {button(
              "Mark required",
              term.term,
              markRequired(corrections, term.term),
              `"${term.term}" is required.`,
            )}
            {remove(term.term)}
          </>
        )}
      </TermGroup>
      {analysis.soft.length ? (
        <TermGroup
          title="Soft skills (not scored)"
          terms={analysis.soft.map((term) => ({ term, importance: "preferred", kind: "skill" }))}
        >
          {(term) => remove(term.term)}
        </TermGroup>
      ) : null}
      {corrections.removed.length ? (
        <TermGroup
          title="Removed by you"
          terms={corrections.removed.map((term) => ({ term, importance: "preferred", kind: "skill" }))}
        >
          {(term) =>
            button("Restore", term.term, restoreTerm(corrections, term.term), `Restored "${term.term}".`)
          }
        </TermGroup>
      ) : null}
      <AddTerm
        known={[...analysis.terms.map((term) => term.term), ...analysis.soft]}
        busy={saving}
        onAdd={(term) => onSave(addTerm(corrections, term), `Added "${term}".`, false)}
      />
    </div>
  );
}

function TermGroup({
  title,
  terms,
  children,
}: {
  title: string;
  terms: PostingTerm[];
  children: (term: PostingTerm) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h3 id={headingId} className="font-medium text-grey-900">
        {title} ({terms.length})
      </h3>
      {terms.length === 0 ? (
        <p className="text-grey-600">No terms.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-grey-100">
          {terms.map((term) => (
            <li key={term.term} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 break-words text-grey-900">
                {term.term}
                {term.kind === "qualification" ? (
                  <span className="text-grey-600"> (qualification)</span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-1.5">{children(term)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddTerm({
  known,
  busy,
  onAdd,
}: {
  known: string[];
  busy: boolean;
  onAdd: (term: string) => Promise<boolean>;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [message, setMessage] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (busy) return;
    if (!term) return setMessage("Type the term to add.");
    if (known.some((each) => isSameTerm(each, term))) return setMessage(`"${term}" is already on the list.`);
    setMessage("");
    if (await onAdd(term)) setValue("");
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-grey-900">
        Add a term
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className={`${controlClass(Boolean(message))} min-w-0 flex-1`}
          value={value}
          maxLength={120}
          placeholder="e.g. GraphQL"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={`${small} px-3 text-sm`} aria-disabled={busy || undefined}>
          Add<span className="sr-only"> term</span>
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className="text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
