import { ConfirmDeleteModal } from "../../components/ui/confirm-delete-modal";
import { revisionApi } from "../../lib/revision-api";

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
  return (
    <ConfirmDeleteModal
      item={revisionId}
      title={() => "Delete this revision?"}
      confirmLabel="Delete revision"
      remove={(id) => revisionApi.remove(id)}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <p>
        The tailored revision <strong>{label}</strong> will be deleted for good. Your Original resume stays as
        it is.
      </p>
    </ConfirmDeleteModal>
  );
}
