import { ConfirmDeleteModal, type DeleteModalProps } from "../../components/ui/confirm-delete-modal";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";

export function DeleteCoverLetterModal(props: DeleteModalProps<CoverLetter>) {
  return (
    <ConfirmDeleteModal
      {...props}
      title={(letter) => `Delete ${letter.name}?`}
      remove={(letter) => coverLetterApi.remove(letter.id)}
    >
      <p>
        The cover letter and every text written for it are removed for good. Deleting it does not give back
        the AI generations it used.
      </p>
    </ConfirmDeleteModal>
  );
}
