import { useEffect, useState } from "react";
import type { RevisionSummary } from "../../shared/contracts/revisions";
import { jobLabel } from "../../shared/job-parts";
import { jobsApi } from "./jobs-api";

// The saved jobs the revisions were tailored to, by id, to name them ("Web Developer at
// Microsoft", the company said once: shared/job-parts.ts). Asked again only when a revision
// points to a job not known yet.

export function useJobTitles(revisions: RevisionSummary[]): Map<number, string> {
  const [titles, setTitles] = useState(() => new Map<number, string>());
  const unknown = revisions.some((revision) => revision.job_id !== null && !titles.has(revision.job_id));

  useEffect(() => {
    if (!unknown) return;
    let cancelled = false;
    jobsApi.list().then(
      (jobs) => !cancelled && setTitles(new Map(jobs.map((job) => [job.id, jobLabel(job)]))),
      // The names are a nicety: without them the list still shows the role.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [unknown]);

  return titles;
}
