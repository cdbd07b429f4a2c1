import type { AtsComparison, Job, JobFields } from "../../shared/ai";
import type { PostingAnalysis } from "../../shared/posting-analysis";
import { api } from "./api-client";
import { type Page, pageQuery } from "./use-paged-list";

// Typed calls of /api/jobs (docs/api.md "AI writing"): saved job postings that tailored
// revisions and cover letters point to.

export type { Job };

/** A job in the list, with how many revisions and letters point to it. */
export interface JobSummary extends Job {
  revisions: number;
  cover_letters: number;
}

/** One job with its posting's analysis (the user's corrections applied) and what points to it. */
export interface JobDetail extends Job {
  analysis: PostingAnalysis;
  keywords: string[];
  revisions: {
    id: number;
    resume_id: number;
    resume_name: string;
    created_at: string;
    score: AtsComparison | null;
  }[];
  cover_letters: { id: number; name: string }[];
}

const json = (method: "POST" | "PATCH" | "DELETE", body: unknown) => ({ method, body }) as const;

export const jobsApi = {
  list: () => api<JobSummary[]>("/api/jobs"),
  /** One page (50) of the list, newest first; `cursor` is the page before's nextCursor. */
  listPage: (cursor?: string) => api<Page<JobSummary>>(`/api/jobs${pageQuery(cursor)}`),
  item: (id: number) => api<JobDetail>(`/api/jobs/item?id=${id}`),
  create: (fields: Partial<JobFields> & { title: string }) => api<Job>("/api/jobs", json("POST", fields)),
  update: (id: number, fields: Partial<JobFields>) => api<Job>("/api/jobs", json("PATCH", { id, ...fields })),
  /** The job for a posting pasted in the wizard: found by its text, else saved now. */
  forPosting: (description: string, fallbackTitle: string) =>
    api<Job>("/api/jobs/for-posting", json("POST", { description, fallbackTitle })),
  remove: (id: number) => api<{ ok: true }>("/api/jobs", json("DELETE", { id })),
};
