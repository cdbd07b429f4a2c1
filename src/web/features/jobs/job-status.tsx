import { type JobStatus, jobStatuses } from "../../../shared/contracts/jobs";

/** How each pipeline status reads on screen. */
export const jobStatusLabels: Record<JobStatus, string> = {
  saved: "Saved",
  applied: "Applied",
  interviewing: "Interviewing",
  offer: "Offer",
  rejected: "Rejected",
};

/** The statuses as <option>s, in pipeline order: the job form and every job card offer the same. */
export function JobStatusOptions() {
  return jobStatuses.map((status) => (
    <option key={status} value={status}>
      {jobStatusLabels[status]}
    </option>
  ));
}
