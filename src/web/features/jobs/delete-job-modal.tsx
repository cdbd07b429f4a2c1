import { useState } from "react";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { Modal } from "../../components/ui/modal";
import { type Job, jobsApi } from "../../lib/jobs-api";
import { errorMessage } from "../resume-list/payment-required";

export function DeleteJobModal({
  job,
  onClose,
  onDeleted,
}: {
  /** The job to delete; null keeps the modal closed. */
  job: Job | null;
  onClose: () => void;
  onDeleted: (job: Job) => Promise<void> | void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!job) return;
    setBusy(true);
    setError(undefined);
    try {
      await jobsApi.remove(job.id);
      await onDeleted(job);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={job !== null} title={`Delete ${job?.title ?? ""}?`} onClose={close} preventClose={busy}>
      <div className="flex flex-col gap-4">
        <p className="text-grey-700">
          The saved job and its notes are removed. Tailored resumes and cover letters written for it stay;
          they are no longer linked to it.
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
