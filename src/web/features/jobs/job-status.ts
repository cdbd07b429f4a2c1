import type { JobStatus } from "../../../shared/contracts/jobs";

/** How each pipeline status reads on screen. */
export const jobStatusLabels: Record<JobStatus, string> = {
  saved: "Saved",
  applied: "Applied",
  interviewing: "Interviewing",
  offer: "Offer",
  rejected: "Rejected",
};
