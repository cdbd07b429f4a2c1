import type { ResumeSummary } from "../../../shared/contracts/resumes";
import { ConfirmDeleteModal, type DeleteModalProps } from "../../components/ui/confirm-delete-modal";
import { resumeApi } from "../../lib/resume-api";

export function DeleteResumeModal(props: DeleteModalProps<ResumeSummary>) {
  return (
    <ConfirmDeleteModal
      {...props}
      title={(resume) => `Delete ${resume.name}?`}
      remove={(resume) => resumeApi.remove(resume.id)}
    >
      <p>
        The resume with its experience, education, projects, certificates and photo is removed for good.
        Deleting it does not give back the resume it used on your plan.
      </p>
    </ConfirmDeleteModal>
  );
}
