import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import {
  aiUser,
  generationRowsOf,
  generationsLeft,
  importSample,
  revisionRowsOf,
  sampleJob,
  saveSampleJob,
} from "./ai-helpers.ts";
import { newUser } from "./resumes-helpers.ts";

// POST /api/cv/generate and the Tailored revisions (docs/api.md "AI writing"), with the
// built-in offline writer (no AI_* set), on the JSON Resume sample and its sample job.
describe.each(databaseDependentKinds())("AI tailoring (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("tailors the sample resume to the sample job: 201, one credit, a better score, the Original unchanged", async () => {
    const { client, userId } = await aiUser(t, 3);
    const original = await importSample(client);
    const saved = await saveSampleJob(client);

    const res = await client.json("/api/cv/generate", {
      json: { id: original.id, jobId: saved.id, desiredRole: "Web Developer" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const revision = res.body;
    expect(revision).toMatchObject({
      id: expect.any(Number),
      resume_id: original.id,
      job_id: saved.id,
      desired_role: "Web Developer",
      writer: "Offline writer",
      flags: [],
      edited_at: null,
    });
    expect(revision.source).toEqual(original);
    expect(revision.document.experiences.map((row: { company: string }) => row.company)).toEqual(
      original.experiences.map((row) => row.company),
    );
    expect(revision.score.keywords.length).toBeGreaterThan(0);
    // Each term the posting asks for, with its state: the sample says JavaScript; it shows
    // nothing of React, which stays missing (never written) and keeps the score where it is.
    expect(revision.score.terms).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          term: "JavaScript",
          importance: "required",
          before: "literal",
          after: "literal",
        }),
        expect.objectContaining({ term: "React", before: "missing", after: "missing", evidence: "" }),
      ]),
    );
    expect(revision.score.after.score).toBeGreaterThanOrEqual(revision.score.before.score);
    expect(JSON.stringify(revision.document)).not.toMatch(/React/);
    expect(await generationsLeft(t, userId)).toBe(2);
    expect((await client.json("/api/user")).body.generated).toBe(2);

    // The Original is exactly as it was.
    expect((await client.json(`/api/cv/item?id=${original.id}`)).body).toEqual(original);

    const list = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(list.status).toBe(200);
    expect(list.body.generating).toBe(false);
    expect(list.body.revisions).toHaveLength(1);
    const { source: _source, document: _document, instructions: _instructions, ...summary } = revision;
    expect(list.body.revisions[0]).toEqual(summary);
    const item = await client.json(`/api/cv/revision?id=${revision.id}`);
    expect(item.body).toEqual(revision);
    const [generation] = await generationRowsOf(t, userId);
    expect(generation).toMatchObject({
      kind: "resume",
      status: "done",
      charged: true,
      resumeId: original.id,
    });
  });

  it("defaults to the resume's desired role, instructions and pasted posting, saving the posting as a job once", async () => {
    const { client, userId } = await aiUser(t, 5);
    const original = await importSample(client);
    const posting = sampleJob();
    const updated = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: {
        id: original.id,
        updated_at: original.updated_at,
        desired_role: "Frontend Developer",
        user_instructions: "Keep it short.",
        job_posting: `${posting.title}\n${posting.description}`,
      },
    });
    expect(updated.status).toBe(200);

    const first = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ desired_role: "Frontend Developer", instructions: "Keep it short." });
    expect(first.body.score.terms.length).toBeGreaterThan(0);
    expect(first.body.score.after.score).toBeGreaterThanOrEqual(first.body.score.before.score);
    const jobs = await t.db.select().from(job).where(eq(job.userId, userId));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ title: "Web Developer", id: first.body.job_id });

    const second = await client.json("/api/cv/generate", {
      json: { id: original.id, desiredRole: "Engineer" },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ job_id: first.body.job_id, desired_role: "Engineer" });
    expect(await t.db.select().from(job).where(eq(job.userId, userId))).toHaveLength(1);
    const list = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(list.body.revisions.map((r: { id: number }) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(await generationsLeft(t, userId)).toBe(3);
  });

  it("without a role or a posting it is a plain enhancement with no score", async () => {
    const { client } = await aiUser(t, 1);
    const created = await client.json<ResumeDocument>("/api/cv/create", { json: { name: "Plain" } });
    const res = await client.json("/api/cv/generate", { json: { id: created.body.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ job_id: null, score: null });
  });

  it("a user with no generation left gets 402 cvGenerations and nothing is created", async () => {
    const { client, userId } = await newUser(t); // the free plan: 1 resume, no AI
    const resumes = (await client.json("/api/cv/list")).body;
    const posted = await client.json<ResumeDocument>(`/api/cv/item?id=${resumes[0].id}`);
    await client.json("/api/cv/update", {
      method: "PATCH",
      json: { id: posted.body.id, updated_at: posted.body.updated_at, job_posting: "Web Developer\nReact" },
    });
    const res = await client.json("/api/cv/generate", { json: { id: posted.body.id } });
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({
      code: "payment_required",
      message: "You have no AI generations left. Choose a plan to continue.",
      details: { reason: "cvGenerations" },
    });
    expect(await revisionRowsOf(t, userId)).toEqual([]);
    expect(await generationRowsOf(t, userId)).toEqual([]);
    expect(await t.db.select().from(job).where(eq(job.userId, userId))).toEqual([]);
    expect(await generationsLeft(t, userId)).toBe(0);
  });

  it("20 concurrent generations with generated = 2 make exactly 2 revisions and leave 0", async () => {
    const { client, userId } = await aiUser(t, 2);
    const original = await importSample(client);
    // Each asks something different: a request that came after a finished one with the same
    // input would reuse that revision (200, no credit) and this test is about the credit race.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        client.json("/api/cv/generate", { json: { id: original.id, instructions: `Variant ${n}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 402)).toHaveLength(18);
    expect(await revisionRowsOf(t, userId)).toHaveLength(2);
    expect(await generationsLeft(t, userId)).toBe(0);
  });

  it("a subscriber generates without using a credit; a one-time plan's credits stay untouched by it", async () => {
    const { client, userId } = await aiUser(t, 0, { subscriptionActive: true, plan: "premium" });
    const original = await importSample(client);
    const res = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(res.status).toBe(201);
    expect(await generationsLeft(t, userId)).toBe(0);
    const [generation] = await generationRowsOf(t, userId);
    expect(generation).toMatchObject({ status: "done", charged: false });
  });

  it("another user's resume, job and revision answer 404 like missing ones, and change nothing", async () => {
    const owner = await aiUser(t, 2);
    const other = await aiUser(t, 2);
    const original = await importSample(owner.client);
    const ownersJob = await saveSampleJob(owner.client);
    const revision = (await owner.client.json("/api/cv/generate", { json: { id: original.id } })).body;
    const othersResume = await importSample(other.client);

    for (const [path, init] of [
      ["/api/cv/generate", { json: { id: original.id } }],
      ["/api/cv/generate", { json: { id: othersResume.id, jobId: ownersJob.id } }],
      [`/api/cv/revisions?id=${original.id}`, {}],
      [`/api/cv/revision?id=${revision.id}`, {}],
      ["/api/cv/revision", { method: "DELETE", json: { id: revision.id } }],
      [
        "/api/cv/revision",
        { method: "PATCH", json: { id: revision.id, updated_at: revision.updated_at, summary: "x" } },
      ],
      ["/api/cv/generate", { json: { id: 999_999 } }],
    ] as const) {
      const res = await other.client.json(path, init);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    expect(await generationsLeft(t, other.userId)).toBe(2);
    expect(await revisionRowsOf(t, other.userId)).toEqual([]);
    expect((await owner.client.json(`/api/cv/revision?id=${revision.id}`)).body).toEqual(revision);
  });

  it("deletes a revision; the resume and the other revisions stay", async () => {
    const { client } = await aiUser(t, 2);
    const original = await importSample(client);
    const first = (await client.json("/api/cv/generate", { json: { id: original.id } })).body;
    // Another role: the same input again would answer the first (no copy), not a second one.
    const second = (
      await client.json("/api/cv/generate", { json: { id: original.id, desiredRole: "Engineer" } })
    ).body;
    const res = await client.json("/api/cv/revision", { method: "DELETE", json: { id: first.id } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const list = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(list.body.revisions.map((r: { id: number }) => r.id)).toEqual([second.id]);
    expect((await client.json(`/api/cv/revision?id=${first.id}`)).status).toBe(404);
    expect((await client.json(`/api/cv/item?id=${original.id}`)).body).toEqual(original);
  });

  it("refuses bad input with a 400 naming the field, and uses no credit", async () => {
    const { client, userId } = await aiUser(t, 1);
    const original = await importSample(client);
    for (const [body, message] of [
      [{}, /id/],
      [{ id: "1" }, /id must be a number/],
      [{ id: original.id, jobId: 0 }, /jobId must be positive/],
      [{ id: original.id, desiredRole: "x".repeat(201) }, /desiredRole/],
      [{ id: original.id, tone: "formal" }, /Unknown field: tone/],
    ] as const) {
      const res = await client.json("/api/cv/generate", { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await client.json("/api/cv/revisions?id=abc")).status).toBe(400);
    expect(await generationsLeft(t, userId)).toBe(1);
  });
});
