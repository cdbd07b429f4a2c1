import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { errorMessage } from "../../lib/error-message";
import { useUnsavedChangesGuard } from "./unsaved-changes-guard";

// What the step pages share: a heading, their fields, and "Save and continue", which saves
// through the letter's store and then goes to the next step. Edits not saved yet are guarded.

export function useStepSave(dirty: boolean) {
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(dirty);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  /** Runs `work` (which saves); on success goes to `next`, otherwise shows why. */
  const saveThenGo = async (work: () => Promise<unknown>, next: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      guard.allowLeaving();
      navigate(next);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, saveThenGo, prompt: guard.prompt };
}

type StepSave = ReturnType<typeof useStepSave>;

export function StepForm(props: {
  title: string;
  intro: string;
  /** The step's useStepSave: its busy state, its error and its leave prompt. */
  step: StepSave;
  /** The previous step's path, when there is one. */
  back?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { title, intro, step, back, onSubmit, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 rounded-xl border border-grey-200 bg-white p-6"
    >
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-grey-700">{intro}</p>
      </div>
      {children}
      {step.prompt}
      <FormError message={step.error} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back ? (
          <Link to={back} className="text-primary-700 underline underline-offset-2">
            Back
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit" className="w-auto! px-6" loading={step.busy} loadingLabel="Saving ...">
          Save and continue
        </Button>
      </div>
    </form>
  );
}
