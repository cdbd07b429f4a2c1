import { useState } from "react";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { Modal } from "../../components/ui/modal";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";
import { errorMessage } from "../resume-list/payment-required";

export function DeleteCoverLetterModal({
  letter,
  onClose,
  onDeleted,
}: {
  /** The letter to delete; null keeps the modal closed. */
  letter: CoverLetter | null;
  onClose: () => void;
  /** Called once the server has deleted it; the modal stays busy until this resolves. */
  onDeleted: (letter: CoverLetter) => Promise<void> | void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!letter) return;
    setBusy(true);
    setError(undefined);
    try {
      await coverLetterApi.remove(letter.id);
      await onDeleted(letter);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={letter !== null} title={`Delete ${letter?.name ?? ""}?`} onClose={close} preventClose={busy}>
      <div className="flex flex-col gap-4">
        <p className="text-grey-700">
          The cover letter and every text written for it are removed for good. Deleting it does not give back
          the AI generations it used.
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
