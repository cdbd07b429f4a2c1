import { ConfirmDeleteModal, type DeleteModalProps } from "../../components/ui/confirm-delete-modal";
import { type JobSummary, jobsApi } from "../../lib/jobs-api";

export function DeleteJobModal(props: DeleteModalProps<JobSummary>) {
  return (
    <ConfirmDeleteModal
      {...props}
      title={(job) => `Delete ${job.title || "this job"}?`}
      remove={(job) => jobsApi.remove(job.id)}
    >
      <p>
        The saved job and its notes are removed. Tailored resumes and cover letters written for it stay; they
        are no longer linked to it.
      </p>
    </ConfirmDeleteModal>
  );
}
