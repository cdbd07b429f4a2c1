import { useMemo, useRef } from "react";
import { Link } from "react-router";
import type { TermComparison } from "../../../shared/ai";
import type { Revision } from "../../../shared/contracts/revisions";
import { Button } from "../../components/ui/button";
import { stepPath } from "../../lib/paths";
import { ScoreFigures } from "./ats-score";
import { placesOf, TermConfirmControl } from "./confirm-terms";
import { ScoringNote } from "./scoring-note";
import { SoftSkills, TermList } from "./term-list";
import { termStatus, termsOf } from "./term-state";
import { useTermConfirmations } from "./use-term-confirmations";

// The match score of a revision scored term by term (docs/tailoring.md): the figures, each
// Required and Preferred term with its state, "Do you have this?" for the ones not said yet,
// and the soft skills apart.

const canAdd = (term: TermComparison) => term.kind === "skill" && termStatus(term).confirmable;

export function TermScore({
  revision,
  terms,
  soft,
  canConfirm,
  onConfirmed,
}: {
  revision: Revision;
  terms: TermComparison[];
  soft: string[];
  /** False while the revision is being edited: its save would then clash with ours. */
  canConfirm: boolean;
  onConfirmed: (revision: Revision) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmed = (updated: Revision) => {
    onConfirmed(updated);
    // The button goes once nothing is left to add: keep the focus in the score, not lost.
    if (!updated.score?.terms?.some(canAdd)) headingRef.current?.focus();
  };
  const form = useTermConfirmations(revision, confirmed);
  const places = useMemo(() => placesOf(revision.document), [revision.document]);
  const { before, after } = revision.score ?? { before: { score: 0 }, after: { score: 0 } };
  const addable = canConfirm && terms.some(canAdd);

  const confirm = (term: TermComparison) => {
    if (!canConfirm) return null;
    if (term.kind === "qualification") {
      return (
        <p className="text-sm text-grey-700">
          If you have it, add it to your{" "}
          <Link to={stepPath(revision.resume_id, "Education")} className="text-primary-700 underline">
            Education
          </Link>{" "}
          and tailor again.
        </p>
      );
    }
    return (
      <TermConfirmControl
        term={term.term}
        choice={form.choiceOf(term.term)}
        places={places}
        error={form.termErrors[term.term]}
        onChange={(patch) => form.change(term.term, patch)}
      />
    );
  };

  return (
    <section
      aria-labelledby="ats-heading"
      className="flex flex-col gap-4 rounded-lg border border-grey-200 bg-white p-4"
    >
      <div className="flex flex-col gap-2">
        <h2 id="ats-heading" ref={headingRef} tabIndex={-1} className="font-semibold">
          ATS match score
        </h2>
        <ScoreFigures before={before.score} after={after.score} />
        <ScoringNote />
      </div>
      {addable ? (
        <p className="text-sm text-grey-700">
          Terms your resume gives no ground for are left out on purpose. If one is true for you, tick "I have
          this": it is added in your words to this revision and to your Original.
        </p>
      ) : null}
      <form
        noValidate
        aria-label="Posting terms"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <TermList title="Required" terms={termsOf(terms, "required")} confirm={confirm} />
        <TermList title="Preferred" terms={termsOf(terms, "preferred")} confirm={confirm} />
        {addable ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              type="submit"
              className="aria-disabled:opacity-60 sm:w-auto! sm:px-6"
              aria-disabled={form.sending || undefined}
              aria-busy={form.sending || undefined}
            >
              {form.sending ? "Adding…" : "Add to my resume"}
            </Button>
            {form.error ? (
              <p role="alert" className="text-sm text-red-700">
                {form.error}
              </p>
            ) : null}
          </div>
        ) : null}
      </form>
      <p role="status" className="text-sm font-medium text-primary-800 empty:sr-only">
        {form.announcement}
      </p>
      <SoftSkills skills={soft} />
    </section>
  );
}
