import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import {
  aiUser,
  generationRowsOf,
  generationsLeft,
  importSample,
  readEvents,
  saveSampleJob,
} from "./ai-helpers.ts";
import { newUser } from "./resumes-helpers.ts";

// /api/cover-letter: create, read and generate letters (docs/api.md "AI writing"), with the
// built-in offline writer.
describe.each(databaseDependentKinds())("cover letters with AI (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  const EMPTY_LETTER = {
    id: expect.any(Number),
    resume_id: null,
    job_id: null,
    name: "Cover letter",
    content: [],
    job_title: "",
    company: "",
    job_description: "",
    instructions: "",
    created_at: expect.any(String),
    updated_at: expect.any(String),
  };

  it("create with no fields makes an empty letter named Cover letter; item reads it back", async () => {
    const { client } = await aiUser(t, 0);
    const created = await client.json("/api/cover-letter/create", { json: {} });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(EMPTY_LETTER);
    const item = await client.json(`/api/cover-letter/item?id=${created.body.id}`);
    expect(item.body).toEqual(created.body);
    const list = await client.json("/api/entity?entity=cover_letters");
    expect(list.body).toEqual([created.body]);
  });

  it("create → generate twice: two texts, newest first, the sent fields saved, generated down by 2", async () => {
    const { client, userId } = await aiUser(t, 3);
    const resume = await importSample(client);
    const created = await client.json("/api/cover-letter/create", {
      json: { name: "Microsoft", resume_id: resume.id, instructions: "Mention remote work." },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const first = await client.json("/api/cover-letter/generate", {
      json: {
        id,
        job_title: "Web Developer",
        company: "Microsoft",
        job_description: "Build web applications with React.",
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.cover_letter).toMatchObject({
      id,
      name: "Microsoft",
      resume_id: resume.id,
      job_title: "Web Developer",
      company: "Microsoft",
      job_description: "Build web applications with React.",
      instructions: "Mention remote work.",
    });
    expect(first.body.content).toHaveLength(1);
    expect(first.body.content[0]).toMatch(/Microsoft/);
    expect(first.body.cover_letter.content).toEqual(first.body.content);

    const second = await client.json("/api/cover-letter/generate", { json: { id, company: "Contoso" } });
    expect(second.status).toBe(201);
    expect(second.body.content).toHaveLength(2);
    expect(second.body.content[1]).toBe(first.body.content[0]);
    expect(second.body.content[0]).toMatch(/Contoso/);
    expect(second.body.cover_letter).toMatchObject({ company: "Contoso", job_title: "Web Developer" });
    expect(await generationsLeft(t, userId)).toBe(1);
    expect((await client.json(`/api/cover-letter/item?id=${id}`)).body).toEqual(second.body.cover_letter);
    const generations = await generationRowsOf(t, userId);
    expect(generations.map((row) => [row.kind, row.status, row.coverLetterId])).toEqual([
      ["cover_letter", "done", id],
      ["cover_letter", "done", id],
    ]);
  });

  it("a job_id fills the job fields not sent from the saved job", async () => {
    const { client } = await aiUser(t, 1);
    const job = await saveSampleJob(client);
    const created = await client.json("/api/cover-letter/create", { json: { name: "From a job" } });
    const res = await client.json("/api/cover-letter/generate", {
      json: { id: created.body.id, job_id: job.id, company: "Microsoft Berlin" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.cover_letter).toMatchObject({
      job_id: job.id,
      job_title: job.title,
      company: "Microsoft Berlin",
      job_description: job.description,
      resume_id: null,
    });
    expect(res.body.content[0].length).toBeGreaterThan(100);
  });

  it("streams progress then done with { content, cover_letter }", async () => {
    const { client } = await aiUser(t, 1);
    const created = await client.json("/api/cover-letter/create", { json: { job_title: "Designer" } });
    const res = await client.request("/api/cover-letter/generate", {
      json: { id: created.body.id },
      headers: { accept: "application/x-ndjson" },
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events[0]?.type).toBe("progress");
    expect(events.at(-1)).toMatchObject({
      type: "done",
      result: { content: [expect.any(String)], cover_letter: { id: created.body.id } },
    });
  });

  it("no generation left: 402 cvGenerations, the letter gets no text", async () => {
    const { client, userId } = await newUser(t);
    const created = await client.json("/api/cover-letter/create", { json: { name: "Free" } });
    expect(created.status).toBe(201);
    const res = await client.json("/api/cover-letter/generate", { json: { id: created.body.id } });
    expect(res.status).toBe(402);
    expect(res.body.error.details).toEqual({ reason: "cvGenerations" });
    expect((await client.json(`/api/cover-letter/item?id=${created.body.id}`)).body.content).toEqual([]);
    expect(await generationRowsOf(t, userId)).toEqual([]);
  });

  it("another user's letter, resume or job answers 404 and uses no credit", async () => {
    const owner = await aiUser(t, 1);
    const other = await aiUser(t, 2);
    const resume = await importSample(owner.client);
    const job = await saveSampleJob(owner.client);
    const letter = (await owner.client.json("/api/cover-letter/create", { json: {} })).body;
    const own = (await other.client.json("/api/cover-letter/create", { json: {} })).body;
    for (const [path, init] of [
      [`/api/cover-letter/item?id=${letter.id}`, {}],
      ["/api/cover-letter/generate", { json: { id: letter.id } }],
      ["/api/cover-letter/generate", { json: { id: own.id, resume_id: resume.id } }],
      ["/api/cover-letter/generate", { json: { id: own.id, job_id: job.id } }],
      ["/api/cover-letter/create", { json: { resume_id: resume.id } }],
      ["/api/cover-letter/create", { json: { job_id: job.id } }],
      ["/api/entity", { method: "PATCH", json: { type: "cover_letters", id: own.id, job_id: job.id } }],
    ] as const) {
      const res = await other.client.json(path, init);
      expect(res.status, `${path} ${JSON.stringify(init)}`).toBe(404);
    }
    expect(await generationsLeft(t, other.userId)).toBe(2);
    expect((await other.client.json(`/api/cover-letter/item?id=${own.id}`)).body).toEqual(own);
  });

  it("validates the fields with messages that name them", async () => {
    const { client } = await aiUser(t, 1);
    for (const [path, body, message] of [
      ["/api/cover-letter/create", { name: "" }, /Give the cover letter a name/],
      ["/api/cover-letter/create", { content: ["x"] }, /Unknown field: content/],
      ["/api/cover-letter/create", { job_title: "x".repeat(201) }, /job_title/],
      ["/api/cover-letter/generate", { id: 1, job_id: "2" }, /job_id must be a number/],
      ["/api/cover-letter/generate", {}, /id/],
    ] as const) {
      const res = await client.json(path, { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await client.json("/api/cover-letter/item?id=x")).status).toBe(400);
  });

  it("a user who has not paid gets one free cover letter on their first list, once", async () => {
    const { client } = await newUser(t);
    const lists = await Promise.all([1, 2, 3].map(() => client.json("/api/entity?entity=cover_letters")));
    for (const list of lists) expect(list.body).toEqual([{ ...EMPTY_LETTER, name: "My cover letter" }]);
    const id = lists[0]?.body[0].id;
    await client.json("/api/entity", { method: "DELETE", json: { type: "cover_letters", id } });
    expect((await client.json("/api/entity?entity=cover_letters")).body).toEqual([]);
    // Paid users get none.
    const paid = await aiUser(t, 0);
    expect((await paid.client.json("/api/entity?entity=cover_letters")).body).toEqual([]);
  });
});
