import { useState } from "react";
import type { ResumeSummary } from "../../../shared/resume";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { Modal } from "../../components/ui/modal";
import { resumeApi } from "../../lib/resume-api";
import { errorMessage } from "./payment-required";

export interface DeleteResumeModalProps {
  /** The resume to delete; null keeps the modal closed. */
  resume: ResumeSummary | null;
  onClose: () => void;
  /** Called once the server has deleted it; the modal stays busy until this resolves. */
  onDeleted: (resume: ResumeSummary) => Promise<void> | void;
}

export function DeleteResumeModal({ resume, onClose, onDeleted }: DeleteResumeModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!resume) return;
    setBusy(true);
    setError(undefined);
    try {
      await resumeApi.remove(resume.id);
      await onDeleted(resume);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={resume !== null} title={`Delete ${resume?.name ?? ""}?`} onClose={close} preventClose={busy}>
      <div className="flex flex-col gap-4">
        <p className="text-grey-700">
          The resume with its experience, education, projects, certificates and photo is removed for good.
          Deleting it does not give back the resume it used on your plan.
        </p>
        <FormError message={error} />
        <div className="flex gap-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={busy} loadingLabel="Deleting ...">
            Delete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
