import { ConfirmDeleteModal } from "../../components/ui/confirm-delete-modal";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";

export function DeleteCoverLetterModal(props: {
  /** The letter to delete; null keeps the modal closed. */
  letter: CoverLetter | null;
  onClose: () => void;
  /** Called once the server has deleted it; the modal stays busy until this resolves. */
  onDeleted: (letter: CoverLetter) => Promise<void> | void;
}) {
  return (
    <ConfirmDeleteModal
      item={props.letter}
      title={(letter) => `Delete ${letter.name}?`}
      remove={(letter) => coverLetterApi.remove(letter.id)}
      onClose={props.onClose}
      onDeleted={props.onDeleted}
    >
      <p>
        The cover letter and every text written for it are removed for good. Deleting it does not give back
        the AI generations it used.
      </p>
    </ConfirmDeleteModal>
  );
}
