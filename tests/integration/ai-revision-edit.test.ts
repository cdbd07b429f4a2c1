import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, importSample, saveSampleJob } from "./ai-helpers.ts";
import { setEntitlement } from "./resumes-helpers.ts";

// PATCH /api/cv/revision: a user's own edits of a Tailored revision (paid plans only).
describe.each(testDatabaseKinds())("editing a Tailored revision (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  /** A user with one tailored revision of the sample resume. */
  async function withRevision() {
    const user = await aiUser(t, 1);
    const original = await importSample(user.client);
    const job = await saveSampleJob(user.client);
    const res = await user.client.json("/api/cv/generate", { json: { id: original.id, jobId: job.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...user, original, revision: res.body };
  }

  it("a paid user edits the texts: saved, edited_at set, the score recomputed, the Original untouched", async () => {
    const { client, original, revision } = await withRevision();
    const experience = revision.document.experiences[0];
    const res = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: {
        id: revision.id,
        updated_at: revision.updated_at,
        summary: "Web developer who ships fast, accessible web applications.",
        skills: [{ name: "Web", keywords: ["React", "Node.js"] }],
        experiences: [{ id: experience.id, responsibilities: "Built React and Node.js web applications." }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.document.summary).toBe("Web developer who ships fast, accessible web applications.");
    expect(res.body.document.skills).toEqual([{ name: "Web", keywords: ["React", "Node.js"] }]);
    expect(res.body.document.experiences[0]).toEqual({
      ...experience,
      responsibilities: "Built React and Node.js web applications.",
    });
    expect(res.body.edited_at).toEqual(expect.any(String));
    expect(res.body.updated_at > revision.updated_at).toBe(true);
    expect(res.body.source).toEqual(revision.source);
    expect(res.body.score.keywords).toEqual(revision.score.keywords);
    expect(res.body.score.before).toEqual(revision.score.before);
    expect(res.body.score.after.matched).toContain("React");
    expect((await client.json(`/api/cv/revision?id=${revision.id}`)).body).toEqual(res.body);
    expect((await client.json(`/api/cv/item?id=${original.id}`)).body).toEqual(original);
  });

  it("without a paid plan: 402 cvEdit and nothing changes", async () => {
    const { client, userId, revision } = await withRevision();
    await setEntitlement(t, userId, { isPaid: false, plan: "free" });
    const res = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: revision.id, updated_at: revision.updated_at, summary: "Changed" },
    });
    expect(res.status).toBe(402);
    expect(res.body.error.details).toEqual({ reason: "cvEdit" });
    expect((await client.json(`/api/cv/revision?id=${revision.id}`)).body).toEqual(revision);
    // A subscriber may.
    await setEntitlement(t, userId, { subscriptionActive: true });
    const allowed = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: revision.id, updated_at: revision.updated_at, summary: "Changed" },
    });
    expect(allowed.status).toBe(200);
  });

  it("a stale updated_at is a 409 with the stored revision, never a silent overwrite", async () => {
    const { client, revision } = await withRevision();
    const first = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: revision.id, updated_at: revision.updated_at, summary: "From tab one" },
    });
    expect(first.status).toBe(200);
    const stale = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: revision.id, updated_at: revision.updated_at, summary: "From tab two" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("conflict");
    expect(stale.body.error.details.current).toEqual(first.body);
    expect((await client.json(`/api/cv/revision?id=${revision.id}`)).body.document.summary).toBe(
      "From tab one",
    );
  });

  it("refuses fields that are not the revision's texts, and rows it does not have", async () => {
    const { client, revision } = await withRevision();
    const base = { id: revision.id, updated_at: revision.updated_at };
    for (const [body, message] of [
      [{ ...base, full_name: "Someone Else" }, /Unknown field: full_name/],
      [{ ...base, experiences: [{ id: revision.document.experiences[0].id, company: "Google" }] }, /company/],
      [{ ...base, experiences: [{ id: 999_999, responsibilities: "x" }] }, /no row 999999/],
      [{ id: revision.id, summary: "x" }, /updated_at/],
    ] as const) {
      const res = await client.json("/api/cv/revision", { method: "PATCH", json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await client.json(`/api/cv/revision?id=${revision.id}`)).body).toEqual(revision);
  });
});
