import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedRevision } from "../../src/shared/contracts/revisions.ts";
import { detectJobHeader } from "../../src/shared/job-header.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { INFORMATICS_POSTING, NURSE_RESUME } from "../fixtures/nurse-informatics.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, generationsLeft, readEvents, revisionRowsOf } from "./ai-helpers.ts";
import type { Client } from "./resumes-helpers.ts";

// Issue 34 §2: one name per revision, and Regenerate with nothing changed makes no copy. A nurse
// tailors her resume to an informatics posting; the same request again answers the revision
// already written (200, unchanged, a message; no generation used), and each real change (the
// Original, the instructions, the job) writes a new one.

describe.each(testDatabaseKinds())("regenerate with nothing changed (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  async function importNurse(client: Client): Promise<ResumeDocument> {
    const res = await client.json<ResumeDocument>("/api/cv/import", {
      json: { format: "json-resume", data: NURSE_RESUME },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (await client.json<ResumeDocument>(`/api/cv/item?id=${res.body.id}`)).body;
  }

  async function update(client: Client, id: number, fields: Partial<ResumeDocument>) {
    const current = (await client.json<ResumeDocument>(`/api/cv/item?id=${id}`)).body;
    const res = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: { id, updated_at: current.updated_at, ...fields },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  const generate = (client: Client, json: Record<string, unknown>) =>
    client.json<GeneratedRevision>("/api/cv/generate", { json });

  /** The job as the cover letter screen saves a pasted posting: title and company read off its header. */
  async function saveJobAsTheLetterScreenDoes(client: Client) {
    const header = detectJobHeader(INFORMATICS_POSTING);
    expect(header).toEqual({
      title: "Clinical Informatics Specialist – Nursing Systems",
      company: "Nursing Systems",
    });
    const res = await client.json<{ id: number; updated_at: string }>("/api/jobs", {
      json: { ...header, description: INFORMATICS_POSTING },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  it("answers the revision already written, says so, and uses no generation; the name says the company once", async () => {
    const { client, userId } = await aiUser(t, 5);
    const original = await importNurse(client);
    await saveJobAsTheLetterScreenDoes(client);
    await update(client, original.id, {
      desired_role: "Clinical Informatics Specialist",
      job_posting: INFORMATICS_POSTING,
    });

    const first = await generate(client, { id: original.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.unchanged).toBeUndefined();
    expect(first.body.name).toBe("Clinical Informatics Specialist – Nursing Systems");
    expect(await generationsLeft(t, userId)).toBe(4);

    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await generate(client, { id: original.id });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({ id: first.body.id, unchanged: true, name: first.body.name });
      expect(again.body.document).toEqual(first.body.document);
      expect(again.body.message).toBe(
        "Nothing changed since “Clinical Informatics Specialist – Nursing Systems” was written: the same resume, role, job and instructions. No new revision was made and no AI generation was used. Change one of them to tailor again.",
      );
    }
    // Streamed as the browser asks: the same plain JSON answer, no progress stream.
    const streamed = await client.request("/api/cv/generate", {
      json: { id: original.id },
      headers: { accept: "application/x-ndjson" },
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await streamed.json()).toMatchObject({ id: first.body.id, unchanged: true });

    expect(await revisionRowsOf(t, userId)).toHaveLength(1);
    expect(await generationsLeft(t, userId)).toBe(4);
    const list = (await client.json(`/api/cv/revisions?id=${original.id}`)).body;
    expect(list.current_revision_id).toBe(first.body.id);
  });

  it("writes a new revision when the Original, the instructions, the role or the job changed", async () => {
    const { client, userId } = await aiUser(t, 10);
    const original = await importNurse(client);
    const job = await saveJobAsTheLetterScreenDoes(client);
    const first = await generate(client, { id: original.id, jobId: job.id });
    expect(first.status).toBe(201);
    expect(first.body.name).toBe("Clinical Informatics Specialist – Nursing Systems");
    expect((await generate(client, { id: original.id, jobId: job.id })).status).toBe(200);

    // Other instructions, sent with the request.
    const shorter = await generate(client, {
      id: original.id,
      jobId: job.id,
      instructions: "Keep it to one page.",
    });
    expect(shorter.status).toBe(201);
    expect(shorter.body.unchanged).toBeUndefined();
    // ... and the first input again: that revision is still there, so no copy of it either.
    const back = await generate(client, { id: original.id, jobId: job.id });
    expect(back.status).toBe(200);
    expect(back.body.id).toBe(first.body.id);

    // Another target role.
    const role = await generate(client, {
      id: original.id,
      jobId: job.id,
      desiredRole: "Nurse Informaticist",
    });
    expect(role.status).toBe(201);

    // The Original changed (a new summary): the writer would read something else.
    await update(client, original.id, {
      summary: "Registered nurse and Epic super user moving into informatics.",
    });
    const edited = await generate(client, { id: original.id, jobId: job.id });
    expect(edited.status).toBe(201);
    expect(edited.body.id).not.toBe(first.body.id);
    expect((await generate(client, { id: original.id, jobId: job.id })).status).toBe(200);

    // The job changed (its requirements corrected): tailored again.
    const corrected = await client.json("/api/jobs", {
      method: "PATCH",
      json: { id: job.id, term_corrections: { removed: [], required: [], added: ["SQL"] } },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const forCorrectedJob = await generate(client, { id: original.id, jobId: job.id });
    expect(forCorrectedJob.status).toBe(201);
    expect(forCorrectedJob.body.name).toBe("Clinical Informatics Specialist – Nursing Systems");

    expect(await revisionRowsOf(t, userId)).toHaveLength(5);
    expect(await generationsLeft(t, userId)).toBe(5);
  });

  it("writes the AI's text again when the matching revision was edited by the user", async () => {
    const { client } = await aiUser(t, 3);
    const original = await importNurse(client);
    const first = (
      await generate(client, { id: original.id, desiredRole: "Clinical Informatics Specialist" })
    ).body;
    const edited = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: first.id, updated_at: first.updated_at, summary: "My own words now." },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const again = await generate(client, { id: original.id, desiredRole: "Clinical Informatics Specialist" });
    expect(again.status).toBe(201);
    expect(again.body.document.summary).toBe(first.document.summary);
    // That fresh one is untouched: asked once more, it is the answer.
    const third = await generate(client, { id: original.id, desiredRole: "Clinical Informatics Specialist" });
    expect(third.status).toBe(200);
    expect(third.body.id).toBe(again.body.id);
  });

  it("another user's identical input is never theirs to reuse", async () => {
    const owner = await aiUser(t, 1);
    const stranger = await aiUser(t, 1);
    const ownResume = await importNurse(owner.client);
    const strangerResume = await importNurse(stranger.client);
    expect((await generate(owner.client, { id: ownResume.id, desiredRole: "Analyst" })).status).toBe(201);
    const theirs = await generate(stranger.client, { id: strangerResume.id, desiredRole: "Analyst" });
    expect(theirs.status).toBe(201);
    expect(theirs.body.resume_id).toBe(strangerResume.id);
    expect(await revisionRowsOf(t, stranger.userId)).toHaveLength(1);
  });

  it("streams a real generation as before: its done event is the new revision, not marked unchanged", async () => {
    const { client } = await aiUser(t, 1);
    const original = await importNurse(client);
    const res = await client.request("/api/cv/generate", {
      json: { id: original.id, desiredRole: "Clinical Informatics Specialist" },
      headers: { accept: "application/x-ndjson" },
    });
    expect(res.status).toBe(200);
    const done = (await readEvents(res)).at(-1);
    expect(done).toMatchObject({ type: "done", result: { desired_role: "Clinical Informatics Specialist" } });
    expect(done?.result.unchanged).toBeUndefined();
  });
});
