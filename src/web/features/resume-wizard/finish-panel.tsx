import { useState } from "react";
import { useNavigate } from "react-router";
import type { PaymentReason } from "../../components/billing/payment-modal";
import { GenerationProgress } from "../../components/generation/generation-progress";
import { useResumeGeneration } from "../../components/generation/use-resume-generation";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { useYearsChoice } from "../../lib/generation/years-choice";
import { tailoredPath } from "../../lib/paths";
import { useMountedRef } from "../../lib/use-mounted";

// The wizard's AI actions: "Tailor my resume" (Tailor step) and Finish (Finalize). Both save
// everything first, then tailor the resume with progress shown and open the Tailored view. A
// user without AI generations gets the payment modal instead (cvReady for Finish). The form
// stays editable meanwhile, and the server finishes the work even if the user leaves.

function WizardTailorAction({ reason, label }: { reason: PaymentReason; label: string }) {
  const store = useAutosave();
  const navigate = useNavigate();
  const generation = useResumeGeneration(store.resumeId);
  const [mentionYears, setMentionYears] = useYearsChoice(store.resumeId);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState("");
  const mounted = useMountedRef();

  const start = async () => {
    setMessage("");
    setSaving(true);
    const saved = await store.whenSaved().finally(() => setSaving(false));
    if (!saved) {
      setMessage("Some changes are not saved yet. Check the save status above, then try again.");
      return;
    }
    const revision = await generation.generate({ reason });
    // Only take the user to the result if they are still on this page.
    if (revision && mounted.current) navigate(`${tailoredPath(store.resumeId)}?revision=${revision.id}`);
  };

  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        label="Let the summary say how many years of experience I have (worked out from my job dates)"
        checked={mentionYears}
        onChange={(event) => setMentionYears(event.target.checked)}
      />
      <div>
        <Button
          className="w-auto! px-8"
          loading={saving || generation.progress !== undefined}
          loadingLabel={saving ? "Saving..." : "Tailoring your resume..."}
          onClick={start}
        >
          {label}
        </Button>
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

/** Finalize: the end of the wizard. */
export function FinishPanel() {
  return <WizardTailorAction reason="cvReady" label="Finish" />;
}

/** Tailor: an explicit AI generation, so an empty plan shows "no more CV generations left". */
export function TailorPanel() {
  return <WizardTailorAction reason="cvGenerations" label="Tailor my resume" />;
}
