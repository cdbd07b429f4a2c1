import {
  createJobPayload,
  followUpsQuery,
  forPostingPayload,
  updateJobPayload,
} from "../../../shared/contracts/jobs.ts";
import { parseQueryId, validatePayload } from "../../lib/validate-payload.ts";
import { createJob } from "../../modules/jobs/create-job.ts";
import { deleteJob } from "../../modules/jobs/delete-job.ts";
import { getJob } from "../../modules/jobs/get-job.ts";
import { jobForPosting } from "../../modules/jobs/job-for-posting.ts";
import { listFollowUps } from "../../modules/jobs/list-follow-ups.ts";
import { listJobs } from "../../modules/jobs/list-jobs.ts";
import { updateJob } from "../../modules/jobs/update-job.ts";
import { DEFAULT_PAGE_SIZE, parsePageQuery } from "../../modules/limits/page-query.ts";
import { idQuery, type Operation, pageQuery } from "./operation.ts";
import { deleteById, withBody } from "./operation-handler.ts";

// /api/jobs (docs/api.md "Jobs"): the signed-in user's saved job postings and their tracker,
// each route declared here with its handler (decision 038).

const jobs = { tag: "Jobs", access: "signed-in" } as const;

export const jobOperations: Operation[] = [
  {
    ...jobs,
    method: "get",
    path: "/api/jobs",
    summary: "The user's saved jobs",
    query: pageQuery,
    answer: {
      status: 200,
      description:
        "With limit or cursor, { items, nextCursor }; without, the newest 50 as Job[] and a Link header (rel=next) naming the next page",
    },
    handle: async ({ deps, userId, query, setHeader }) => {
      const page = parsePageQuery(query);
      if (page) return listJobs({ db: deps.db, userId, page });
      // Without ?limit= or ?cursor=: the bare array older clients read, but only its first page;
      // a Link header names the next one (docs/api.md "Limits", Lists).
      const first = await listJobs({ db: deps.db, userId, page: { limit: DEFAULT_PAGE_SIZE } });
      if (first.nextCursor) {
        setHeader("Link", `</api/jobs?limit=${DEFAULT_PAGE_SIZE}&cursor=${first.nextCursor}>; rel="next"`);
      }
      return first.items;
    },
  },
  {
    ...jobs,
    method: "get",
    path: "/api/jobs/follow-ups",
    summary: "The jobs whose follow-up date is due (the dashboard's reminders)",
    query: [
      {
        name: "due_by",
        description: "The user's today, YYYY-MM-DD: jobs to follow up on that day or before.",
        required: true,
        type: "string",
      },
    ],
    answer: {
      status: 200,
      description:
        "{ items: [{ id, title, company, status, follow_up_on }] (earliest first, at most 20; rejected jobs left out), total }",
    },
    handle: ({ deps, userId, query }) => {
      const { due_by } = validatePayload(followUpsQuery, query);
      return listFollowUps({ db: deps.db, userId, dueBy: due_by });
    },
  },
  {
    ...jobs,
    method: "get",
    path: "/api/jobs/item",
    summary: "One job with its posting analysis, revisions and letters",
    query: [idQuery("the job")],
    answer: { status: 200, description: "The Job with analysis, keywords, revisions and cover_letters" },
    handle: ({ deps, userId, query }) => getJob({ db: deps.db, userId, id: parseQueryId(query.id) }),
  },
  {
    ...jobs,
    method: "post",
    path: "/api/jobs",
    limit: "write",
    summary: "Save a job posting (an empty title or company is read from the posting)",
    ...withBody(createJobPayload, ({ deps, userId, body }) =>
      createJob({ db: deps.db, userId, fields: body }),
    ),
    answer: { status: 201, description: "The Job" },
  },
  {
    ...jobs,
    method: "post",
    path: "/api/jobs/for-posting",
    limit: "write",
    summary: "The job of a pasted posting, saved when new",
    ...withBody(forPostingPayload, ({ deps, userId, body: { description, fallbackTitle } }) =>
      jobForPosting({ db: deps.db, userId, description, fallbackTitle: fallbackTitle ?? "" }),
    ),
    answer: { status: 200, description: "The Job" },
  },
  {
    ...jobs,
    method: "patch",
    path: "/api/jobs",
    limit: "write",
    summary:
      "Change a job (status, follow-up date, notes, term corrections...); a new status is added to status_history with the time",
    // A move on the tracker adds to the job's stage history: counted like the writes that add rows.
    ...withBody(updateJobPayload, ({ deps, userId, body: { id, ...fields } }) =>
      updateJob({ db: deps.db, userId, id, fields }),
    ),
    answer: { status: 200, description: "The Job (counts on the write rate limit)" },
  },
  {
    ...jobs,
    method: "delete",
    path: "/api/jobs",
    summary: "Delete a job (its revisions and letters stay)",
    ...deleteById(({ db }, userId, id) => deleteJob({ db, userId, id })),
    answer: { status: 200, description: "{ ok: true }" },
  },
];
