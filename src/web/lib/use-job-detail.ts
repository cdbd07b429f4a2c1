import { useState } from "react";
import { errorMessage } from "./error-message";
import { type JobDetail, jobsApi } from "./jobs-api";

// A saved job's details (GET /api/jobs/item), loaded on demand: when a disclosure opens.

export type JobDetailState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; detail: JobDetail };

export function useJobDetail(jobId: number) {
  const [state, setState] = useState<JobDetailState>({ kind: "idle" });
  const load = async () => {
    setState({ kind: "loading" });
    try {
      setState({ kind: "ready", detail: await jobsApi.item(jobId) });
    } catch (caught) {
      setState({ kind: "failed", message: errorMessage(caught) });
    }
  };
  return { state, setState, load };
}
