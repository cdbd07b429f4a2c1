import type { OkAnswer, Page } from "../../shared/contracts/fields";
import type {
  CreateJobRequest,
  ForPostingRequest,
  Job,
  JobDetail,
  JobSummary,
  UpdateJobRequest,
} from "../../shared/contracts/jobs";
import { api } from "./api-client";
import { pageQuery } from "./use-paged-list";

// Typed calls of /api/jobs (docs/api.md "AI writing"): saved job postings that tailored
// revisions and cover letters point to. Requests and answers are shared/contracts/jobs.ts.

export type { Job, JobDetail, JobSummary };

const json = (method: "POST" | "PATCH" | "DELETE", body: unknown) => ({ method, body }) as const;

export const jobsApi = {
  list: () => api<JobSummary[]>("/api/jobs"),
  /** One page (50) of the list, newest first; `cursor` is the page before's nextCursor. */
  listPage: (cursor?: string) => api<Page<JobSummary>>(`/api/jobs${pageQuery(cursor)}`),
  item: (id: number) => api<JobDetail>(`/api/jobs/item?id=${id}`),
  create: (fields: CreateJobRequest) => api<Job>("/api/jobs", json("POST", fields)),
  update: (id: number, fields: Omit<UpdateJobRequest, "id">) =>
    api<Job>("/api/jobs", json("PATCH", { id, ...fields } satisfies UpdateJobRequest)),
  /** The job for a posting pasted in the wizard: found by its text, else saved now. */
  forPosting: (description: string, fallbackTitle: string) =>
    api<Job>(
      "/api/jobs/for-posting",
      json("POST", { description, fallbackTitle } satisfies ForPostingRequest),
    ),
  remove: (id: number) => api<OkAnswer>("/api/jobs", json("DELETE", { id })),
};
