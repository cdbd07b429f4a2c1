import { ConfirmDeleteModal } from "../../components/ui/confirm-delete-modal";
import { type Job, jobsApi } from "../../lib/jobs-api";

export function DeleteJobModal(props: {
  /** The job to delete; null keeps the modal closed. */
  job: Job | null;
  onClose: () => void;
  onDeleted: (job: Job) => Promise<void> | void;
}) {
  return (
    <ConfirmDeleteModal
      item={props.job}
      title={(job) => `Delete ${job.title || "this job"}?`}
      remove={(job) => jobsApi.remove(job.id)}
      onClose={props.onClose}
      onDeleted={props.onDeleted}
    >
      <p>
        The saved job and its notes are removed. Tailored resumes and cover letters written for it stay; they
        are no longer linked to it.
      </p>
    </ConfirmDeleteModal>
  );
}
