import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, importSample } from "./ai-helpers.ts";

// Issue 32: a job saved from the wizard's pasted posting keeps the title and company the posting
// analysis reads (here from the posting's sentences: its header names no company), so the letter
// written for that job greets the company instead of "Dear hiring manager".

const POSTING = [
  "Payroll Roles",
  "",
  "The payroll department is responsible for processing and distributing payroll in a timely manner.",
  "",
  "Payroll Analyst",
  "",
  "The Payroll Analyst reports to the Payroll Manager. Payroll Analysts at Fabrikam work with Tax, Legal and Accounting.",
  "",
  "Requirements",
  "- 3-5 years payroll processing experience",
  "- Proficient with Google Sheets",
  "",
  "Fabrikam is an equal opportunity employer.",
].join("\n");

describe.each(testDatabaseKinds())("a job saved from a pasted posting (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("keeps the title and company the posting names, and the letter greets the company", async () => {
    const { client } = await aiUser(t, 5);
    const saved = await client.json("/api/jobs/for-posting", {
      json: { description: POSTING, fallbackTitle: "Analyst" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ title: "Payroll Analyst", company: "Fabrikam" });

    const created = await client.json("/api/cover-letter/create", { json: {} });
    const letter = await client.json("/api/cover-letter/generate", {
      json: { id: created.body.id, job_id: saved.body.id },
    });
    expect(letter.status, JSON.stringify(letter.body)).toBe(201);
    expect(letter.body.cover_letter).toMatchObject({ company: "Fabrikam", job_title: "Payroll Analyst" });
    expect(letter.body.content[0]).toMatch(/^Dear Fabrikam/);
  });

  it("saved when tailoring to a pasted posting: the revision's job has the company", async () => {
    const { client } = await aiUser(t, 5);
    const original = await importSample(client);
    const updated = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: original.id, updated_at: original.updated_at, job_posting: POSTING },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const revision = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(revision.status, JSON.stringify(revision.body)).toBe(201);
    expect(revision.body.name).toBe("Payroll Analyst – Fabrikam");
    const job = await client.json(`/api/jobs/item?id=${revision.body.job_id}`);
    expect(job.body).toMatchObject({ title: "Payroll Analyst", company: "Fabrikam" });
  });

  it("keeps the user's own title and company when the job was saved and corrected first", async () => {
    const { client } = await aiUser(t, 5);
    const saved = await client.json("/api/jobs/for-posting", { json: { description: POSTING } });
    const patched = await client.json("/api/jobs", {
      method: "PATCH",
      json: { id: saved.body.id, title: "Payroll Specialist", company: "Fabrikam Europe" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const original = await importSample(client);
    await client.json("/api/cv/update", {
      method: "PATCH",
      json: { id: original.id, updated_at: original.updated_at, job_posting: POSTING },
    });
    const revision = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(revision.body.job_id).toBe(saved.body.id);
    expect(revision.body.name).toBe("Payroll Specialist – Fabrikam Europe");
  });
});
