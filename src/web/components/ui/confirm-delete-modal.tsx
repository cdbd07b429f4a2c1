import type { ReactNode } from "react";
import { useAsyncAction } from "../../lib/use-async-action";
import { Modal } from "./modal";
import { ModalActions } from "./modal-actions";

/** What a page gives a delete modal of one kind of item (DeleteJobModal, DeleteResumeModal ...). */
export interface DeleteModalProps<T> {
  /** What to delete; null keeps the modal closed. */
  item: T | null;
  onClose: () => void;
  /** Called once the server has deleted it; the modal stays busy until this resolves. */
  onDeleted: (item: T) => Promise<void> | void;
}

export interface ConfirmDeleteModalProps<T> extends DeleteModalProps<T> {
  title: (item: T) => string;
  /** What goes for good and what stays, in the user's words. */
  children: ReactNode;
  confirmLabel?: string;
  remove: (item: T) => Promise<unknown>;
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
  const { busy, error, setError, run } = useAsyncAction();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (item === null) return;
    await run(async () => {
      await remove(item);
      await onDeleted(item);
    });
  };

  return (
    <Modal open={item !== null} title={item === null ? "" : title(item)} onClose={close} preventClose={busy}>
      <div className="flex flex-col gap-4">
        <div className="text-grey-700">{children}</div>
        <ModalActions
          error={error}
          busy={busy}
          onCancel={close}
          confirmLabel={confirmLabel}
          busyLabel="Deleting ..."
          onConfirm={confirm}
        />
      </div>
    </Modal>
  );
}
