import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { PaymentReason } from "../../components/billing/payment-modal";
import { GenerationProgress } from "../../components/generation/generation-progress";
import { GenerationCost } from "../../components/generation/generations-left";
import { useResumeGeneration } from "../../components/generation/use-resume-generation";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { useYearsChoice } from "../../lib/generation/years-choice";
import { tailoredPath } from "../../lib/paths";
import { revisionApi, unchangedNotice } from "../../lib/revision-api";
import { useMountedRef } from "../../lib/use-mounted";
import { LayoutLink } from "./layout-link";

// The wizard's AI actions: "Tailor my resume" (Tailor step) and Finish (Finalize). Both save
// everything first. "Tailor my resume" asks for a new revision and says it uses a generation;
// the server answers the existing one instead when nothing changed since it was written (issue
// 34 §2), and the Tailored page says so. Finish looks first: with nothing changed it opens the
// latest revision, so finishing twice never makes an identical copy (issue 16 §6). A user
// without AI generations gets the payment modal instead (cvReady for Finish). The form stays
// editable meanwhile, and the server finishes the work even if the user leaves.

/** What the Tailored page says (location state `notice`) when Finish opened the latest revision. */
const UNCHANGED_NOTICE =
  "Nothing changed since this revision was written, so Finish opened it and used no AI generation. To tailor again, change your resume, the target role, the job posting or the instructions.";

function WizardTailorAction({
  reason,
  label,
  reuse,
}: {
  reason: PaymentReason;
  label: string;
  reuse: boolean;
}) {
  const store = useAutosave();
  const navigate = useNavigate();
  const generation = useResumeGeneration(store.resumeId);
  const [mentionYears, setMentionYears] = useYearsChoice(store.resumeId);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState("");
  const [runs, setRuns] = useState(0);
  const mounted = useMountedRef();
  const costId = useId();

  const start = async () => {
    setMessage("");
    setSaving(true);
    const saved = await store.whenSaved().finally(() => setSaving(false));
    if (!saved) {
      setMessage("Some changes are not saved yet. Check the save status above, then try again.");
      return;
    }
    if (reuse) {
      // A failed look-up only means Finish tailors as before; the server still checks the credit.
      const current = await revisionApi.list(store.resumeId).then(
        (list) => list.current_revision_id,
        () => null,
      );
      if (current !== null) {
        if (mounted.current)
          navigate(`${tailoredPath(store.resumeId)}?revision=${current}`, {
            state: { notice: UNCHANGED_NOTICE },
          });
        return;
      }
    }
    const revision = await generation.generate({ reason });
    setRuns((value) => value + 1);
    // Only take the user to the result if they are still on this page.
    if (revision && mounted.current)
      navigate(`${tailoredPath(store.resumeId)}?revision=${revision.id}`, {
        state: revision.unchanged ? { notice: unchangedNotice(revision) } : undefined,
      });
  };

  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        label="Let the summary say how many years of experience I have (worked out from my job dates)"
        checked={mentionYears}
        onChange={(event) => setMentionYears(event.target.checked)}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          className="w-auto! px-8"
          loading={saving || generation.progress !== undefined}
          loadingLabel={saving ? "Saving..." : "Tailoring your resume..."}
          onClick={start}
          aria-describedby={costId}
        >
          {label}
        </Button>
        {reuse ? (
          <span id={costId} className="text-sm text-grey-700">
            Opens your latest tailored revision if nothing changed since it was written; otherwise tailors
            your resume (uses 1 AI generation).
          </span>
        ) : (
          <GenerationCost id={costId} version={runs} />
        )}
      </div>
      {generation.progress ? (
        <GenerationProgress message={generation.progress.message} percent={generation.progress.percent} />
      ) : null}
      <p aria-live="polite" className="text-grey-700">
        {message}
      </p>
      {generation.dialogs}
    </div>
  );
}

/** Finalize: the end of the wizard; tailors only when something changed since the last revision. */
export function FinishPanel() {
  return (
    <>
      <WizardTailorAction reason="cvReady" label="Finish" reuse />
      <LayoutLink />
    </>
  );
}

/** Tailor: an explicit AI generation, so an empty plan shows "no more CV generations left". */
export function TailorPanel() {
  return <WizardTailorAction reason="cvGenerations" label="Tailor my resume" reuse={false} />;
}
