import { useMemo, useState } from "react";
import type { Revision } from "../../../shared/contracts/revisions";
import { listChanges } from "../../../shared/revision-changes";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { Modal } from "../../components/ui/modal";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { errorMessage } from "../../lib/error-message";
import { type ApplyTarget, applyAcceptedChanges } from "./review-api";
import { ReviewChangeCard } from "./review-change-card";
import { acceptedIds, type ReviewOutcome, reviewOutcome } from "./review-outcome";
import { syncWizardStore } from "./sync-wizard-store";

// "Review changes": every change the AI made to this revision, each accepted unless the user
// rejects it, then either a new revision with only the accepted ones or, after a confirmation,
// the accepted ones written into the Original. Nobody has to take all or nothing.

export function ReviewChanges({
  revision,
  onCreated,
  onWritten,
  onClose,
}: {
  revision: Revision;
  /** A new revision holds the accepted changes; the page selects it and says what happened. */
  onCreated: (created: Revision, outcome: ReviewOutcome) => void;
  onWritten: (outcome: ReviewOutcome) => void;
  onClose: () => void;
}) {
  const store = useAutosave();
  const changes = useMemo(() => listChanges(revision.source, revision.document), [revision]);
  const [rejected, setRejected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ApplyTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const accepted = acceptedIds(changes, rejected);

  const choose = (id: string, accept: boolean) =>
    setRejected((current) => {
      const next = new Set(current);
      if (accept) next.delete(id);
      else next.add(id);
      return next;
    });

  const apply = async (into: ApplyTarget) => {
    setError(undefined);
    setBusy(into);
    try {
      // The Original must hold what the user typed before the server compares with it.
      if (into === "original" && !(await store.whenSaved())) {
        setError("Your latest edits are not saved yet. Wait for them to save, then try again.");
        return;
      }
      const result = await applyAcceptedChanges(revision.id, accepted, into);
      const outcome = reviewOutcome({
        into,
        applied: result.applied.length,
        skipped: result.skipped,
        changes,
        document: revision.document,
      });
      setConfirming(false);
      if (result.resume) {
        syncWizardStore(store, result.resume);
        onWritten(outcome);
      } else if (result.revision) onCreated(result.revision, outcome);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4" data-testid="review-changes">
      <div className="flex flex-col gap-1">
        <h2 id="review-heading" className="text-xl font-semibold">
          Review the changes
        </h2>
        <p className="text-grey-700">
          Every change is accepted unless you reject it. Then keep the accepted ones as a new revision, or
          write them into your resume.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="font-medium text-grey-900" data-testid="review-count">
          {accepted.length} of {changes.length} changes accepted
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" className="w-auto! px-4" onClick={() => setRejected(new Set())}>
            Accept all
          </Button>
          <Button
            variant="secondary"
            className="w-auto! px-4"
            onClick={() => setRejected(new Set(changes.map((change) => change.id)))}
          >
            Reject all
          </Button>
        </div>
      </div>
      <ol className="flex flex-col gap-3">
        {changes.map((change) => (
          <ReviewChangeCard
            key={change.id}
            change={change}
            document={revision.document}
            accepted={!rejected.has(change.id)}
            onChoose={(accept) => choose(change.id, accept)}
          />
        ))}
      </ol>
      <FormError message={confirming ? undefined : error} />
      <div className="flex flex-col gap-2 rounded-lg border border-grey-200 bg-white p-4">
        <div className="flex flex-wrap gap-2">
          <Button
            className="w-auto! px-6"
            onClick={() => apply("revision")}
            disabled={accepted.length === 0 || busy !== null}
            loading={busy === "revision"}
            loadingLabel="Applying..."
          >
            Apply accepted changes
          </Button>
          <Button
            variant="secondary"
            className="w-auto! px-6"
            onClick={() => {
              setError(undefined);
              setConfirming(true);
            }}
            disabled={accepted.length === 0 || busy !== null}
          >
            Write into my resume
          </Button>
          <Button variant="secondary" className="w-auto! px-6" onClick={onClose} disabled={busy !== null}>
            Back to the comparison
          </Button>
        </div>
        <p className="text-sm text-grey-700">
          {accepted.length === 0
            ? "Accept at least one change to apply."
            : "Apply makes a new revision: your Original and this revision stay as they are."}
        </p>
      </div>
      <Modal
        open={confirming}
        title="Write these changes into your resume?"
        onClose={() => setConfirming(false)}
        preventClose={busy !== null}
      >
        <div className="flex flex-col gap-4">
          <p className="text-grey-700">
            The{" "}
            {accepted.length === 1
              ? "accepted change replaces"
              : `${accepted.length} accepted changes replace`}{" "}
            the same text in your Original resume. Anything you changed there since this revision was written
            is kept as you wrote it.
          </p>
          <FormError message={error} />
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy !== null}>
              Cancel
            </Button>
            <Button onClick={() => apply("original")} loading={busy === "original"} loadingLabel="Writing...">
              Write into my resume
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
