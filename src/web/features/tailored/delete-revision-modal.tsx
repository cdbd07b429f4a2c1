import { useState } from "react";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { Modal } from "../../components/ui/modal";
import { revisionApi } from "../../lib/revision-api";
import { errorMessage } from "../resume-list/payment-required";

// Deleting a revision asks first: it cannot be undone (the Original is not touched).
export function DeleteRevisionModal({
  revisionId,
  label,
  onClose,
  onDeleted,
}: {
  revisionId: number | null;
  label: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    if (revisionId === null) return;
    setBusy(true);
    setError(undefined);
    try {
      await revisionApi.remove(revisionId);
      onDeleted();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={revisionId !== null} title="Delete this revision?" onClose={onClose} preventClose={busy}>
      <div className="flex flex-col gap-3 text-grey-700">
        <p>
          The tailored revision <strong>{label}</strong> will be deleted for good. Your Original resume stays
          as it is.
        </p>
        <FormError message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" className="w-auto! px-6" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            className="w-auto! bg-red-700! px-6 hover:bg-red-800!"
            onClick={confirm}
            loading={busy}
            loadingLabel="Deleting..."
          >
            Delete revision
          </Button>
        </div>
      </div>
    </Modal>
  );
}
