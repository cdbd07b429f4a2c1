import type { ResumeSummary } from "../../../shared/contracts/resumes";
import { ConfirmDeleteModal } from "../../components/ui/confirm-delete-modal";
import { resumeApi } from "../../lib/resume-api";

export interface DeleteResumeModalProps {
  /** The resume to delete; null keeps the modal closed. */
  resume: ResumeSummary | null;
  onClose: () => void;
  /** Called once the server has deleted it; the modal stays busy until this resolves. */
  onDeleted: (resume: ResumeSummary) => Promise<void> | void;
}

export function DeleteResumeModal({ resume, onClose, onDeleted }: DeleteResumeModalProps) {
  return (
    <ConfirmDeleteModal
      item={resume}
      title={(item) => `Delete ${item.name}?`}
      remove={(item) => resumeApi.remove(item.id)}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <p>
        The resume with its experience, education, projects, certificates and photo is removed for good.
        Deleting it does not give back the resume it used on your plan.
      </p>
    </ConfirmDeleteModal>
  );
}
