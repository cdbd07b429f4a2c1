import { type ReactNode, useState } from "react";
import { errorMessage } from "../../lib/error-message";
import { Button } from "./button";
import { FormError } from "./form-error";
import { Modal } from "./modal";

export interface ConfirmDeleteModalProps<T> {
  /** What to delete; null keeps the modal closed. */
  item: T | null;
  title: (item: T) => string;
  /** What goes for good and what stays, in the user's words. */
  children: ReactNode;
  confirmLabel?: string;
  remove: (item: T) => Promise<unknown>;
  onClose: () => void;
  /** Called once the server has deleted it; the modal stays busy until this resolves. */
  onDeleted: (item: T) => Promise<void> | void;
}

/** Deleting asks first; a failure is shown in the modal and nothing is closed or lost. */
export function ConfirmDeleteModal<T>({
  item,
  title,
  children,
  confirmLabel = "Delete",
  remove,
  onClose,
  onDeleted,
}: ConfirmDeleteModalProps<T>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (item === null) return;
    setBusy(true);
    setError(undefined);
    try {
      await remove(item);
      await onDeleted(item);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={item !== null} title={item === null ? "" : title(item)} onClose={close} preventClose={busy}>
      <div className="flex flex-col gap-4">
        <div className="text-grey-700">{children}</div>
        <FormError message={error} />
        <div className="flex gap-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={busy} loadingLabel="Deleting ...">
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
