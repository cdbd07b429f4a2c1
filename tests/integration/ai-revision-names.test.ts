import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, generationsLeft, importSample, revisionRowsOf, saveSampleJob } from "./ai-helpers.ts";
import type { Client } from "./resumes-helpers.ts";

// Issue 16 §6: revisions named after their job and company, renamable (owner only); "Finish"
// learns from GET /api/cv/revisions whether anything changed since the last generation; the
// user's instructions reach the offline writer; Word and text export a chosen revision.

const POSTING = [
  "Clinical Applications Analyst",
  "Riverbend Health System",
  "",
  "We are looking for an analyst to support our Epic clinical documentation build.",
  "Requirements:",
  "- Epic ClinDoc certification",
  "- Experience training nurses on EHR workflows",
].join("\n");

describe.each(testDatabaseKinds())("revision names, Finish and instructions (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  async function generate(client: Client, json: Record<string, unknown>) {
    const res = await client.json("/api/cv/generate", { json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function update(client: Client, doc: ResumeDocument, fields: Partial<ResumeDocument>) {
    const res = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id: doc.id, updated_at: doc.updated_at, ...fields },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  const list = async (client: Client, resumeId: number) =>
    (await client.json(`/api/cv/revisions?id=${resumeId}`)).body;

  it("names a revision after the job and company, the pasted posting's header, or the role", async () => {
    const { client } = await aiUser(t, 5);
    const original = await importSample(client);
    const job = await saveSampleJob(client);

    const forJob = await generate(client, { id: original.id, jobId: job.id });
    expect(forJob.name).toBe(`${job.title} – ${job.company}`);

    const roleOnly = await generate(client, { id: original.id, desiredRole: "Programmer" });
    expect(roleOnly.name).toBe("Programmer");

    await update(client, original, { job_posting: POSTING, desired_role: "Clinical Informatics Specialist" });
    const pasted = await generate(client, { id: original.id });
    expect(pasted.name).toBe("Clinical Applications Analyst – Riverbend Health System");

    // The list carries the names, newest first.
    expect((await list(client, original.id)).revisions.map((r: { name: string }) => r.name)).toEqual([
      pasted.name,
      roleOnly.name,
      forJob.name,
    ]);
  });

  it("renames a revision: trimmed, validated with clear messages, another user's is 404", async () => {
    const { client } = await aiUser(t, 1);
    const original = await importSample(client);
    const revision = await generate(client, { id: original.id, desiredRole: "Programmer" });

    const renamed = await client.json("/api/cv/revision/name", {
      method: "PATCH",
      json: { id: revision.id, name: "  Acme – second try  " },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe("Acme – second try");
    const stored = (await client.json(`/api/cv/revision?id=${revision.id}`)).body;
    expect(stored.name).toBe("Acme – second try");
    // A label, not the text: an editor open elsewhere keeps its updated_at, nothing reads "edited".
    expect(stored.updated_at).toBe(revision.updated_at);
    expect(stored.edited_at).toBeNull();

    for (const [name, message] of [
      ["   ", "Give the revision a name."],
      ["x".repeat(121), "Use at most 120 characters for the name."],
      ["Line\nbreak", "The name cannot contain control characters (line breaks, tabs)."],
    ]) {
      const bad = await client.json("/api/cv/revision/name", {
        method: "PATCH",
        json: { id: revision.id, name },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain(message);
    }
    const unknownKey = await client.json("/api/cv/revision/name", {
      method: "PATCH",
      json: { id: revision.id, name: "Fine", summary: "no" },
    });
    expect(unknownKey.status).toBe(400);

    const stranger = await aiUser(t, 0);
    const foreign = await stranger.client.json("/api/cv/revision/name", {
      method: "PATCH",
      json: { id: revision.id, name: "Mine now" },
    });
    expect(foreign.status).toBe(404);
    expect((await client.json(`/api/cv/revision?id=${revision.id}`)).body.name).toBe("Acme – second try");
  });

  it("says which revision is current, so Finish with nothing changed generates nothing", async () => {
    const { client, userId } = await aiUser(t, 5);
    let original = await importSample(client);
    original = await update(client, original, { job_posting: POSTING });
    expect((await list(client, original.id)).current_revision_id).toBeNull();

    const first = await generate(client, { id: original.id });
    expect((await list(client, original.id)).current_revision_id).toBe(first.id);
    // Looking does not spend: one generation used, one revision stored.
    expect(await generationsLeft(t, userId)).toBe(4);
    expect(await revisionRowsOf(t, userId)).toHaveLength(1);

    // The resume's own name is not something the writer reads.
    original = (await client.json<ResumeDocument>(`/api/cv/item?id=${original.id}`)).body;
    original = await update(client, original, { name: "Renamed resume" });
    expect((await list(client, original.id)).current_revision_id).toBe(first.id);

    // New instructions, a new summary or a new bullet are changes: Finish writes a new revision.
    original = await update(client, original, { user_instructions: "Keep it to one page." });
    expect((await list(client, original.id)).current_revision_id).toBeNull();
    const second = await generate(client, { id: original.id });
    expect((await list(client, original.id)).current_revision_id).toBe(second.id);
    const row = original.experiences[0]!;
    const edited = await client.json("/api/entity", {
      method: "PATCH",
      json: { type: "experiences", id: row.id, responsibilities: `${row.responsibilities}\nA new line.` },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await list(client, original.id)).current_revision_id).toBeNull();

    // A revision for another target (a role given only in the request) is not the default one.
    const roleOnly = await generate(client, { id: original.id, desiredRole: "Data Engineer" });
    expect(roleOnly.id).toBeGreaterThan(second.id);
    expect((await list(client, original.id)).current_revision_id).toBeNull();
  });

  it("instructions reach the offline writer: 'one page' gives a shorter summary and fewer bullets", async () => {
    const { client } = await aiUser(t, 3);
    let original = await importSample(client);
    const row = original.experiences[0]!;
    const bullets = [
      "Built a patient portal used by 40,000 people",
      "Cut page load time by 35% across the web app",
      "Trained 12 nurses on the new charting workflow",
      "Led the migration of 3 services to Node.js",
      "Wrote the accessibility checklist the team still uses",
      "Reviewed 200 pull requests a year",
      "Ran the weekly release of the mobile site",
    ];
    const saved = await client.json("/api/entity", {
      method: "PATCH",
      json: {
        type: "experiences",
        id: row.id,
        responsibilities: bullets.map((line) => `- ${line}`).join("\n"),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    original = (await client.json<ResumeDocument>(`/api/cv/item?id=${original.id}`)).body;

    const plain = await generate(client, { id: original.id, desiredRole: "Web Developer" });
    const short = await generate(client, {
      id: original.id,
      desiredRole: "Web Developer",
      instructions: "Please keep it to one page.",
    });
    const lines = (document: ResumeDocument) =>
      document.experiences[0]!.responsibilities.split("\n").filter((line) => line.trim());
    const sentences = (text: string) => text.split(/(?<=\.)\s+/).filter(Boolean).length;
    expect(lines(plain.document)).toHaveLength(7);
    expect(lines(short.document)).toHaveLength(4);
    expect(short.instructions).toBe("Please keep it to one page.");
    expect(sentences(short.document.summary)).toBeLessThanOrEqual(2);
    expect(short.document.summary.length).toBeLessThanOrEqual(plain.document.summary.length);
  });

  it("exports a chosen revision as Word and text; another user's revision is 404", async () => {
    const { client } = await aiUser(t, 1);
    const original = await importSample(client);
    const revision = await generate(client, { id: original.id, desiredRole: "Programmer" });
    const edited = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: revision.id, updated_at: revision.updated_at, summary: "Only the revision says this." },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const text = await client.request("/api/download/text", {
      json: { id: original.id, revisionId: revision.id },
    });
    expect(text.status).toBe(200);
    expect(await text.text()).toContain("Only the revision says this.");
    const originalText = await client.request("/api/download/text", { json: { id: original.id } });
    expect(await originalText.text()).not.toContain("Only the revision says this.");

    const docx = await client.request("/api/download/docx", {
      json: { id: original.id, revisionId: revision.id },
    });
    expect(docx.status).toBe(200);
    const xml = await (await JSZip.loadAsync(await docx.arrayBuffer()))
      .file("word/document.xml")!
      .async("string");
    expect(xml).toContain("Only the revision says this.");

    const stranger = await aiUser(t, 0);
    const strangerResume = await importSample(stranger.client);
    for (const path of ["/api/download/text", "/api/download/docx"]) {
      const foreign = await stranger.client.request(path, {
        json: { id: strangerResume.id, revisionId: revision.id },
      });
      expect(foreign.status).toBe(404);
    }
  });
});
