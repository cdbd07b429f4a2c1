import { Hono } from "hono";
import { idPayload } from "../../../shared/contracts/fields.ts";
import {
  createJobPayload,
  followUpsQuery,
  forPostingPayload,
  updateJobPayload,
} from "../../../shared/contracts/jobs.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { createJob } from "../../modules/jobs/create-job.ts";
import { deleteJob } from "../../modules/jobs/delete-job.ts";
import { getJob } from "../../modules/jobs/get-job.ts";
import { jobForPosting } from "../../modules/jobs/job-for-posting.ts";
import { listFollowUps } from "../../modules/jobs/list-follow-ups.ts";
import { listJobs } from "../../modules/jobs/list-jobs.ts";
import { updateJob } from "../../modules/jobs/update-job.ts";
import { DEFAULT_PAGE_SIZE, parsePageQuery } from "../../modules/limits/page-query.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/jobs: the signed-in user's saved job postings and their tracker (docs/api.md "AI writing").
export function jobRoutes({ db }: RouteDependencies) {
  return (
    new Hono<AppBindings>()
      .get("/", async (c) => {
        const userId = c.get("user").id;
        const page = parsePageQuery(c.req.query());
        if (page) return c.json(await listJobs({ db, userId, page }));
        // Without ?limit= or ?cursor=: the bare array older clients read, but only its first page;
        // a Link header names the next one (docs/api.md "Limits", Lists).
        const first = await listJobs({ db, userId, page: { limit: DEFAULT_PAGE_SIZE } });
        if (first.nextCursor) {
          c.header("Link", `</api/jobs?limit=${DEFAULT_PAGE_SIZE}&cursor=${first.nextCursor}>; rel="next"`);
        }
        return c.json(first.items);
      })
      .get("/follow-ups", async (c) => {
        const { due_by } = validatePayload(followUpsQuery, c.req.query());
        return c.json(await listFollowUps({ db, userId: c.get("user").id, dueBy: due_by }));
      })
      .get("/item", async (c) => {
        const id = parseQueryId(c.req.query("id"));
        return c.json(await getJob({ db, userId: c.get("user").id, id }));
      })
      .post("/", async (c) => {
        const fields = validatePayload(createJobPayload, await readJson(c.req));
        return c.json(await createJob({ db, userId: c.get("user").id, fields }), 201);
      })
      .post("/for-posting", async (c) => {
        const { description, fallbackTitle } = validatePayload(forPostingPayload, await readJson(c.req));
        const userId = c.get("user").id;
        return c.json(await jobForPosting({ db, userId, description, fallbackTitle: fallbackTitle ?? "" }));
      })
      // A move on the tracker adds to the job's stage history: counted like the writes that add rows.
      .patch("/", async (c) => {
        const { id, ...fields } = validatePayload(updateJobPayload, await readJson(c.req));
        return c.json(await updateJob({ db, userId: c.get("user").id, id, fields }));
      })
      .delete("/", async (c) => {
        const { id } = validatePayload(idPayload, await readJson(c.req));
        await deleteJob({ db, userId: c.get("user").id, id });
        return c.json({ ok: true });
      })
  );
}
