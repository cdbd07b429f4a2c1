import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allSkills } from "../../src/shared/skill-groups.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, importSample, saveSampleJob } from "./ai-helpers.ts";

// Issue 13 through the API: a job's analysis and the user's corrections to it, and "Do you have
// this?" (POST /api/cv/revision/confirm) putting a missing term into the Original and the
// revision, scored again; bad requests change nothing.
describe.each(testDatabaseKinds())("tailoring API (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  async function tailored() {
    const { client } = await aiUser(t, 5);
    const original = await importSample(client);
    const job = await saveSampleJob(client);
    const res = await client.json("/api/cv/generate", { json: { id: original.id, jobId: job.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { client, original, job, revision: res.body };
  }

  it("shows a job's analysis and keeps the user's corrections for the next tailoring", async () => {
    const { client, job } = await tailored();
    const item = await client.json(`/api/jobs/item?id=${job.id}`);
    expect(item.body.analysis).toMatchObject({ title: "Web Developer", years: 3 });
    const terms = item.body.analysis.terms.map((term: { term: string }) => term.term);
    expect(terms).toEqual(expect.arrayContaining(["JavaScript", "React", "MongoDB"]));
    expect(item.body.term_corrections).toEqual({ removed: [], required: [], added: [] });

    const corrections = { removed: ["MongoDB"], required: [], added: ["TypeScript"] };
    const patched = await client.json("/api/jobs", {
      method: "PATCH",
      json: { id: job.id, term_corrections: corrections },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const again = await client.json(`/api/jobs/item?id=${job.id}`);
    const now = again.body.analysis.terms.map((term: { term: string }) => term.term);
    expect(now).not.toContain("MongoDB");
    expect(now).toContain("TypeScript");

    const next = await client.json("/api/cv/generate", {
      json: { id: again.body.revisions[0].resume_id, jobId: job.id },
    });
    expect(next.body.score.keywords).not.toContain("MongoDB");
    expect(next.body.score.keywords).toContain("TypeScript");

    const bad = await client.json("/api/jobs", {
      method: "PATCH",
      json: { id: job.id, term_corrections: { removed: [""], required: [], added: [] } },
    });
    expect(bad.status).toBe(400);
    expect((await client.json(`/api/jobs/item?id=${job.id}`)).body.term_corrections).toEqual(corrections);
  });

  it("checks a pasted posting before tailoring: one job per posting, its corrections used", async () => {
    const { client } = await aiUser(t, 5);
    const original = await importSample(client);
    const posting = "Data Engineer\nRequirements:\n- Python and SQL\n- Airflow\nNice to have:\n- Kubernetes";
    const first = await client.json("/api/jobs/for-posting", { json: { description: `  ${posting}\n` } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ title: "Data Engineer", description: posting });
    const again = await client.json("/api/jobs/for-posting", { json: { description: posting } });
    expect(again.body.id).toBe(first.body.id);
    await client.json("/api/jobs", {
      method: "PATCH",
      json: {
        id: first.body.id,
        term_corrections: { removed: ["Airflow"], required: ["Kubernetes"], added: [] },
      },
    });
    const saved = await client.json("/api/cv/update", {
      method: "PATCH",
      json: { id: original.id, updated_at: original.updated_at, job_posting: posting },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const tailored = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(tailored.body.job_id).toBe(first.body.id);
    expect(tailored.body.score.keywords).not.toContain("Airflow");
    const kubernetes = tailored.body.score.terms.find((term: { term: string }) => term.term === "Kubernetes");
    expect(kubernetes.importance).toBe("required");

    const empty = await client.json("/api/jobs/for-posting", { json: { description: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/Paste a job posting/);
  });

  it("puts a confirmed term into the Original and the revision, and scores it again", async () => {
    const { client, original, revision } = await tailored();
    const react = revision.score.terms.find((term: { term: string }) => term.term === "React");
    expect(react).toMatchObject({ before: "missing", after: "missing" });

    const res = await client.json("/api/cv/revision/confirm", {
      json: { id: revision.id, terms: [{ term: "react", group: "Web Development" }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.score.terms.find((term: { term: string }) => term.term === "React").after).toBe(
      "literal",
    );
    expect(res.body.score.after.score).toBeGreaterThan(revision.score.after.score);
    const group = res.body.document.skills.find((item: { name: string }) => item.name === "Web Development");
    expect(group.keywords).toContain("React");

    const stored = await client.json(`/api/cv/item?id=${original.id}`);
    expect(allSkills(stored.body.skills)).toContain("React");
    expect(stored.body.updated_at).not.toBe(original.updated_at);
  });

  it("adds a confirmed term as the user's own bullet of a job", async () => {
    const { client, original, revision } = await tailored();
    const jobId = original.experiences[0]?.id;
    const res = await client.json("/api/cv/revision/confirm", {
      json: {
        id: revision.id,
        terms: [{ term: "MongoDB", experience_id: jobId, text: "Modelled the catalogue in MongoDB" }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await client.json(`/api/cv/item?id=${original.id}`);
    expect(stored.body.experiences[0].responsibilities).toMatch(/\n- Modelled the catalogue in MongoDB$/);
    expect(res.body.document.experiences[0].responsibilities).toMatch(/- Modelled the catalogue in MongoDB$/);
  });

  it("refuses what it cannot place, with a clear message, and changes nothing", async () => {
    const { client, original, revision } = await tailored();
    const refusals: [unknown, RegExp][] = [
      [{ id: revision.id, terms: [{ term: "Haskell" }] }, /not one of this posting's terms/],
      [
        { id: revision.id, terms: [{ term: "React", experience_id: original.experiences[0]?.id }] },
        /own words/,
      ],
      [
        {
          id: revision.id,
          terms: [{ term: "React", experience_id: original.experiences[0]?.id, text: "Built UIs" }],
        },
        /should name "React"/,
      ],
      [
        { id: revision.id, terms: [{ term: "React", experience_id: 999_999, text: "Used React" }] },
        /this resume's jobs/,
      ],
      [{ id: revision.id, terms: [] }, /at least one/],
    ];
    for (const [json, message] of refusals) {
      const res = await client.json("/api/cv/revision/confirm", { json });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const stored = await client.json(`/api/cv/item?id=${original.id}`);
    expect(stored.body).toEqual(original);
    const { client: other } = await aiUser(t, 1);
    const foreign = await other.json("/api/cv/revision/confirm", {
      json: { id: revision.id, terms: [{ term: "React" }] },
    });
    expect(foreign.status).toBe(404);
  });
});
