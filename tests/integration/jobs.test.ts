import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, importSample, saveSampleJob } from "./ai-helpers.ts";
import { newUser } from "./resumes-helpers.ts";

// /api/jobs: saved job postings (docs/api.md "AI writing").
describe.each(testDatabaseKinds())("jobs (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("create, list newest first, edit only the fields sent, delete", async () => {
    const { client } = await newUser(t);
    const first = await client.json("/api/jobs", { json: { title: "  Web Developer  " } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      title: "Web Developer",
      company: "",
      url: "",
      description: "",
      status: "saved",
      status_history: [{ status: "saved", at: expect.any(String) }],
      follow_up_on: null,
      notes: "",
      term_corrections: { removed: [], required: [], added: [] },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await client.json("/api/jobs", {
      json: {
        title: "Designer",
        company: "Acme",
        url: "https://acme.example/jobs/1",
        description: "Design things.",
        status: "applied",
        notes: "Call Ana",
      },
    });
    expect(second.status).toBe(201);

    const list = await client.json("/api/jobs");
    expect(list.status).toBe(200);
    const nothingWritten = {
      revisions: 0,
      cover_letters: 0,
      latest_revision: null,
      latest_cover_letter: null,
    };
    expect(list.body).toEqual([
      { ...second.body, ...nothingWritten },
      { ...first.body, ...nothingWritten },
    ]);

    const edited = await client.json("/api/jobs", {
      method: "PATCH",
      json: { id: second.body.id, status: "interviewing" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      ...second.body,
      status: "interviewing",
      status_history: [...second.body.status_history, { status: "interviewing", at: edited.body.updated_at }],
      updated_at: expect.any(String),
    });
    expect((await client.json("/api/jobs", { method: "PATCH", json: { id: second.body.id } })).body).toEqual(
      edited.body,
    );

    const deleted = await client.json("/api/jobs", { method: "DELETE", json: { id: first.body.id } });
    expect(deleted.body).toEqual({ ok: true });
    expect((await client.json("/api/jobs")).body.map((j: { id: number }) => j.id)).toEqual([second.body.id]);
    expect((await client.json(`/api/jobs/item?id=${first.body.id}`)).status).toBe(404);
  });

  it("refuses bad fields with messages that name them", async () => {
    const { client } = await newUser(t);
    for (const [method, body, message] of [
      ["POST", {}, /title/],
      ["POST", { title: "   " }, /Give the job a title/],
      ["POST", { title: "x".repeat(201) }, /title: Use at most 200 characters/],
      [
        "POST",
        { title: "Dev", status: "hired" },
        /status must be one of saved, applied, interviewing, offer, rejected/,
      ],
      ["POST", { title: "Dev", url: "javascript:alert(1)" }, /URL must start with http/],
      ["POST", { title: "Dev", salary: 10 }, /Unknown field: salary/],
      ["PATCH", { title: "Dev" }, /id/],
      ["PATCH", { id: 1, title: "" }, /Give the job a title/],
      ["DELETE", {}, /id/],
    ] as const) {
      const res = await client.json("/api/jobs", { method, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await client.json("/api/jobs")).body).toEqual([]);
  });

  it("the item has the posting's keywords and what targets it; deleting it keeps those, unlinked", async () => {
    const { client } = await aiUser(t, 2);
    const resume = await importSample(client);
    const job = await saveSampleJob(client);
    const revision = (await client.json("/api/cv/generate", { json: { id: resume.id, jobId: job.id } })).body;
    const letter = (
      await client.json("/api/cover-letter/create", { json: { name: "For MS", job_id: job.id } })
    ).body;

    const item = await client.json(`/api/jobs/item?id=${job.id}`);
    expect(item.status).toBe(200);
    expect(item.body.keywords).toEqual(revision.score.keywords);
    expect(item.body.revisions).toEqual([
      {
        id: revision.id,
        resume_id: resume.id,
        resume_name: resume.name,
        created_at: revision.created_at,
        score: revision.score,
      },
    ]);
    expect(item.body.cover_letters).toEqual([{ id: letter.id, name: "For MS" }]);
    expect((await client.json("/api/jobs")).body[0]).toMatchObject({
      id: job.id,
      revisions: 1,
      cover_letters: 1,
    });

    await client.json("/api/jobs", { method: "DELETE", json: { id: job.id } });
    expect((await client.json(`/api/cv/revision?id=${revision.id}`)).body).toMatchObject({
      id: revision.id,
      job_id: null,
    });
    expect((await client.json(`/api/cover-letter/item?id=${letter.id}`)).body).toMatchObject({
      job_id: null,
    });
  });

  it("another user's job answers 404 for every route and stays as it was", async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const job = (await owner.client.json("/api/jobs", { json: { title: "Mine" } })).body;
    for (const [path, init] of [
      [`/api/jobs/item?id=${job.id}`, {}],
      ["/api/jobs", { method: "PATCH", json: { id: job.id, title: "Stolen" } }],
      ["/api/jobs", { method: "DELETE", json: { id: job.id } }],
    ] as const) {
      const res = await other.client.json(path, init);
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toMatch(/does not exist or is not yours/);
    }
    expect((await other.client.json("/api/jobs")).body).toEqual([]);
    expect((await owner.client.json(`/api/jobs/item?id=${job.id}`)).body).toMatchObject({ title: "Mine" });
  });

  it("needs a session", async () => {
    const res = await t.app.request("http://localhost:3999/api/jobs");
    expect(res.status).toBe(401);
  });
});
