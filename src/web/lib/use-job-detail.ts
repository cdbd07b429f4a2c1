import { useId, useState } from "react";
import { jobsApi } from "./jobs-api";
import { useResource } from "./use-resource";

// A saved job's details (GET /api/jobs/item), loaded on demand: when a disclosure opens.

export function useJobDetail(jobId: number) {
  const [opened, setOpened] = useState(false);
  // Each disclosure loads its own copy (a tracker card's checklist and links are shown and
  // reloaded apart), so the key carries the component's id as well as the job's.
  const own = useId();
  const detail = useResource(opened ? `job-detail:${jobId}:${own}` : null, () => jobsApi.item(jobId));
  /** Loads the details: the first time when asked, again (shown as loading) after that. */
  const load = () => (opened ? detail.reload() : setOpened(true));
  return { state: opened ? detail.state : "idle", detail, load };
}
