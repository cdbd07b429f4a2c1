import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Revision } from "../../../shared/contracts/revisions";
import { listChanges } from "../../../shared/revision-changes";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { WriterName } from "../../components/generation/writer-name";
import { LoadFailed, Loading } from "../../components/load-state";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/error-message";
import { revisionApi } from "../../lib/revision-api";
import { isReviewed, revisionTitle } from "../../lib/revision-labels";
import { useResource } from "../../lib/use-resource";
import { fetchEntitlements } from "../../lib/user-api";
import { AtsScore } from "./ats-score";
import { DeleteRevisionModal } from "./delete-revision-modal";
import { GroundingNotes } from "./grounding-notes";
import { ReviewChanges } from "./review-changes";
import type { ReviewOutcome } from "./review-outcome";
import { ReviewOutcomeNotice } from "./review-outcome-notice";
import { RevisionCompare } from "./revision-compare";
import { RevisionEditor } from "./revision-editor";
import { RevisionNameEditor } from "./revision-name-editor";
import { TermScore } from "./term-score";

// One Tailored revision: its score, the grounding notes, the diff against the Original, and
// what the user can do with it (use it in a design, review its changes one by one, edit its
// wording, delete it).

const designWithRevision = (resumeId: number, revisionId: number) =>
  `/app/resume/${resumeId}/Original?revision=${revisionId}`;

export function RevisionView({
  resumeId,
  revisionId,
  onDeleted,
  onChanged,
  onReviewed,
}: {
  resumeId: number;
  revisionId: number;
  onDeleted: () => void;
  /** The list shows the score and "edited": it reloads after an edit. */
  onChanged: () => void;
  /** "Apply accepted changes" made a new revision: the page selects it and says what happened. */
  onReviewed: (created: Revision, outcome: ReviewOutcome) => void;
}) {
  const loaded = useResource(`revision:${revisionId}`, () => revisionApi.item(revisionId));
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState("");
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);

  useEffect(() => {
    void revisionId;
    setEditing(false);
    setReviewing(false);
    setNotice("");
  }, [revisionId]);

  if (loaded.state === "loading") return <Loading text="Loading the revision ..." />;
  if (loaded.state === "failed") {
    return (
      <LoadFailed message={`We could not load this revision: ${loaded.message}`} onRetry={loaded.reload} />
    );
  }
  const revision = loaded.data;
  const changeCount = listChanges(revision.source, revision.document).length;

  const startEditing = async () => {
    setNotice("");
    setChecking(true);
    try {
      const user = await fetchEntitlements();
      if (!user.isPaid && !user.subscriptionActive) setPayment("cvEdit");
      else setEditing(true);
    } catch (error) {
      setNotice(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="revision-view" data-revision-id={revision.id}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <RevisionNameEditor
            revision={revision}
            onRenamed={(renamed) => {
              loaded.setData({ ...revision, name: renamed.name });
              onChanged();
            }}
          />
          <WriterName writer={revision.writer} />
          {isReviewed(revision) ? (
            <p className="text-sm text-grey-600">Holds only the changes you accepted</p>
          ) : revision.edited_at ? (
            <p className="text-sm text-grey-600">Edited by you</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={designWithRevision(resumeId, revision.id)}
            className="rounded-lg bg-primary-700 px-4 py-2.5 font-medium text-white hover:bg-primary-800"
          >
            Use in design
          </Link>
          {editing || reviewing || changeCount === 0 ? null : (
            <Button
              variant="secondary"
              className="w-auto! px-4"
              onClick={() => {
                setOutcome(null);
                setReviewing(true);
              }}
            >
              Review changes
            </Button>
          )}
          {editing || reviewing ? null : (
            <Button
              variant="secondary"
              className="w-auto! px-4"
              onClick={startEditing}
              loading={checking}
              loadingLabel="Checking..."
            >
              Edit
            </Button>
          )}
          <Button variant="secondary" className="w-auto! px-4" onClick={() => setDeleting(true)}>
            Delete revision
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="text-grey-900 empty:hidden">
        {notice}
      </p>
      {outcome ? <ReviewOutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      {revision.score?.terms ? (
        <TermScore
          revision={revision}
          terms={revision.score.terms}
          soft={revision.score.soft ?? []}
          canConfirm={!editing && !reviewing}
          onConfirmed={(confirmed) => {
            loaded.setData(confirmed);
            onChanged();
          }}
        />
      ) : (
        <AtsScore score={revision.score} />
      )}
      <GroundingNotes flags={revision.flags} source={revision.source} />
      {editing ? (
        <RevisionEditor
          revision={revision}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            loaded.setData(saved);
            setEditing(false);
            setNotice("Your edits are saved.");
            onChanged();
          }}
          onPaymentRequired={() => {
            setEditing(false);
            setPayment("cvEdit");
          }}
          onConflict={() => {
            setEditing(false);
            loaded.reload();
            setNotice(
              "This revision was changed somewhere else (another tab?) since you opened it. We loaded the latest version; please make your edits again.",
            );
          }}
        />
      ) : reviewing ? (
        <ReviewChanges
          revision={revision}
          onClose={() => setReviewing(false)}
          onCreated={onReviewed}
          onWritten={(written) => {
            setReviewing(false);
            setOutcome(written);
          }}
        />
      ) : (
        <RevisionCompare source={revision.source} document={revision.document} />
      )}
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
      <DeleteRevisionModal
        revisionId={deleting ? revision.id : null}
        label={revisionTitle(revision)}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          onDeleted();
        }}
      />
    </div>
  );
}
