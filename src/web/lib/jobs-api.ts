import type { OkAnswer, Page } from "../../shared/contracts/fields";
import type {
  CreateJobRequest,
  ForPostingRequest,
  Job,
  JobDetail,
  JobFollowUps,
  JobSummary,
  UpdateJobRequest,
} from "../../shared/contracts/jobs";
import { api } from "./api-client";
import { pageQuery } from "./page-query";

// Typed calls of /api/jobs (docs/api.md "AI writing"): saved job postings that tailored
// revisions and cover letters point to. Requests and answers are shared/contracts/jobs.ts.

export type { Job, JobDetail, JobFollowUps, JobSummary };

const json = (method: "POST" | "PATCH" | "DELETE", body: unknown) => ({ method, body }) as const;

/** Pages of GET /api/jobs read one after the other (its bare array is only the first 50). */
const WHOLE_LIST_PAGE = 100;

/** Every saved job, newest first (at most 500 a user keeps: 5 pages), following the cursors. */
async function listAll(): Promise<JobSummary[]> {
  const jobs: JobSummary[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const page: Page<JobSummary> = await api<Page<JobSummary>>(`/api/jobs?limit=${WHOLE_LIST_PAGE}${query}`);
    jobs.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return jobs;
}

export const jobsApi = {
  /** Every saved job (the tailored list's job names, the cover letter's job picker). */
  list: listAll,
  /** One page (50) of the list, newest first; `cursor` is the page before's nextCursor. */
  listPage: (cursor?: string) => api<Page<JobSummary>>(`/api/jobs${pageQuery(cursor)}`),
  item: (id: number) => api<JobDetail>(`/api/jobs/item?id=${id}`),
  /** The jobs to follow up on by `today` (the user's own day, YYYY-MM-DD): the dashboard's reminders. */
  followUps: (today: string) => api<JobFollowUps>(`/api/jobs/follow-ups?due_by=${encodeURIComponent(today)}`),
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
