import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeRevision } from "../../src/server/db/schema/index.ts";
import { detectJobHeader } from "../../src/shared/job-header.ts";
import { corpusAvailable, corpusPosting } from "../fixtures/corpus.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, importSample } from "./ai-helpers.ts";
import { newUser } from "./resumes-helpers.ts";

// The one cover-letter screen's server side (issue 16 point 8), on a real database: a job made
// from a pasted posting keeps the title and company read off it; a letter is named after its job
// on its first text; generating with a revision_id writes from that revision; a letter's text
// downloads as a Word file; none of it reaches another user's letter, resume or revision.

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const posting = corpusAvailable
  ? corpusPosting("supply-chain-planner.txt")
  : "Supply Chain Planner II\nEvergreen Components, Inc.\nKent, WA\n\nPlan materials in SAP.";

/** The text of a .docx: its paragraphs (line breaks kept), entities decoded. */
async function docxText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  return xml
    .replace(/<w:br\/>/g, "\n")
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&");
}

describe.each(testDatabaseKinds())("the cover letter screen's calls (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("a pasted posting becomes a job with the detected title and company; the letter is named after it", async () => {
    const { client } = await aiUser(t, 5);
    const resume = await importSample(client);
    const header = detectJobHeader(posting);
    expect(header).toEqual({ title: "Supply Chain Planner II", company: "Evergreen Components, Inc." });
    const letter = await client.json<{ id: number; name: string }>("/api/cover-letter/create", { json: {} });
    expect(letter.body.name).toBe("Cover letter");
    const job = await client.json<{ id: number }>("/api/jobs", {
      json: { title: header.title, company: header.company, description: posting },
    });
    expect(job.status).toBe(201);
    const generated = await client.json("/api/cover-letter/generate", {
      json: {
        id: letter.body.id,
        resume_id: resume.id,
        job_id: job.body.id,
        job_title: header.title,
        company: header.company,
        job_description: posting,
      },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    expect(generated.body.cover_letter).toMatchObject({
      name: "Supply Chain Planner II at Evergreen Components, Inc.",
      job_id: job.body.id,
      company: "Evergreen Components, Inc.",
    });
    expect(generated.body.content[0]).toContain("Evergreen Components, Inc.");
    // The jobs list (and so the dashboard) names the company.
    const jobs =
      await client.json<{ id: number; title: string; company: string; cover_letters: number }[]>("/api/jobs");
    expect(jobs.body.find((row) => row.id === job.body.id)).toMatchObject({
      title: "Supply Chain Planner II",
      company: "Evergreen Components, Inc.",
      cover_letters: 1,
    });
    // A second text keeps the name the user may since have changed.
    await client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: letter.body.id, name: "Mine" },
    });
    const again = await client.json("/api/cover-letter/generate", { json: { id: letter.body.id } });
    expect(again.body.cover_letter.name).toBe("Mine");
  });

  it("generate with a revision_id writes from that revision, not the Original", async () => {
    const { client, userId } = await aiUser(t, 5);
    const resume = await importSample(client);
    const [latest, ...rest] = resume.experiences;
    if (!latest) throw new Error("the sample has no experience");
    const tailored = { ...resume, experiences: [{ ...latest, company: "Quillfeather Labs" }, ...rest] };
    const [revision] = await t.db
      .insert(resumeRevision)
      .values({ resumeId: resume.id, userId, writer: "test", source: resume, document: tailored })
      .returning();
    if (!revision) throw new Error("no revision inserted");
    const letter = await client.json<{ id: number }>("/api/cover-letter/create", {
      json: { resume_id: resume.id, job_title: "Web Developer", company: "Northwind" },
    });
    const original = await client.json("/api/cover-letter/generate", { json: { id: letter.body.id } });
    expect(original.status).toBe(201);
    expect(original.body.content[0]).not.toContain("Quillfeather Labs");
    const fromRevision = await client.json("/api/cover-letter/generate", {
      json: { id: letter.body.id, revision_id: revision.id },
    });
    expect(fromRevision.status, JSON.stringify(fromRevision.body)).toBe(201);
    expect(fromRevision.body.content[0]).toContain("Quillfeather Labs");

    // Another user's revision, or one with no resume on the letter: refused, nothing written.
    const other = await aiUser(t, 5);
    const otherLetter = await other.client.json<{ id: number }>("/api/cover-letter/create", {
      json: { resume_id: (await importSample(other.client)).id },
    });
    const stolen = await other.client.json("/api/cover-letter/generate", {
      json: { id: otherLetter.body.id, revision_id: revision.id },
    });
    expect(stolen.status).toBe(404);
    const bare = await other.client.json<{ id: number }>("/api/cover-letter/create", { json: {} });
    const noResume = await other.client.json("/api/cover-letter/generate", {
      json: { id: bare.body.id, revision_id: revision.id },
    });
    expect(noResume.status).toBe(400);
    expect(noResume.body.error.message).toMatch(/resume/);
    const after = await other.client.json<{ content: string[] }>(`/api/cover-letter/item?id=${bare.body.id}`);
    expect(after.body.content).toEqual([]);
  });

  it("downloads a letter's text as Word, owner-scoped and paid like the PDF", async () => {
    const owner = await aiUser(t, 5);
    const resume = await importSample(owner.client);
    const letter = await owner.client.json<{ id: number }>("/api/cover-letter/create", {
      json: { resume_id: resume.id, job_title: "Web Developer", company: "Northwind" },
    });
    const text =
      "Dear Northwind team,\n\nI build fast, accessible web applications.\n\nKind regards,\nRichard Hendriks";
    await owner.client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: letter.body.id, content: [text, "An older text."] },
    });
    const response = await owner.client.request("/api/download/cover-letter-docx", {
      json: { id: letter.body.id },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(DOCX_TYPE);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const words = await docxText(new Uint8Array(await response.arrayBuffer()));
    expect(words).toContain("I build fast, accessible web applications.");
    expect(words).toContain("Kind regards,\nRichard Hendriks");
    expect(words).toContain("Web Developer – Northwind");
    expect(words).toContain(resume.email);
    expect(words).not.toContain("An older text.");
    const older = await owner.client.request("/api/download/cover-letter-docx", {
      json: { id: letter.body.id, index: 1 },
    });
    expect(await docxText(new Uint8Array(await older.arrayBuffer()))).toContain("An older text.");

    // Another user: 404, whatever their plan; a free user: 402; bad input: 400.
    const stranger = await aiUser(t, 5);
    const stolen = await stranger.client.json("/api/download/cover-letter-docx", {
      json: { id: letter.body.id },
    });
    expect(stolen.status).toBe(404);
    const free = await newUser(t);
    const freeLetter = await free.client.json<{ id: number }>("/api/cover-letter/create", { json: {} });
    await free.client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: freeLetter.body.id, content: ["Dear team, hello."] },
    });
    const unpaid = await free.client.json("/api/download/cover-letter-docx", {
      json: { id: freeLetter.body.id },
    });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.error.details.reason).toBe("cvPdfDownload");
    for (const json of [
      { id: letter.body.id, index: 5 },
      { id: letter.body.id, index: -1 },
      { id: "x" },
      {},
    ]) {
      const bad = await owner.client.json("/api/download/cover-letter-docx", { json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
    }
  });
});
