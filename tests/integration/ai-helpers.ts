import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Writer } from "../../src/server/ai/writer.ts";
import { aiGeneration, entitlement, resumeRevision } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_JOB_SAMPLE, JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import type { TestApp } from "../support/test-app.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// Shared by the ai-*, cover-letter* and jobs* integration tests.

export const sampleResume = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));

/** The JSON Resume sample job as a user would paste it: title, company and the posting's text. */
export function sampleJob() {
  const job = JSON.parse(readFileSync(JSON_RESUME_JOB_SAMPLE, "utf8")) as {
    title: string;
    company: string;
    description: string;
    responsibilities: string[];
    qualifications: string[];
    skills: { name: string; keywords: string[] }[];
  };
  const description = [
    job.description,
    "Responsibilities:",
    ...job.responsibilities.map((line) => `- ${line}`),
    "Qualifications:",
    ...job.qualifications.map((line) => `- ${line}`),
    "Skills:",
    ...job.skills.map((skill) => `- ${skill.name}: ${skill.keywords.join(", ")}`),
  ].join("\n");
  return { title: job.title, company: job.company, description };
}

/** A paid user with `generated` AI generations left (and resumes to import into). */
export async function aiUser(
  t: TestApp,
  generated: number,
  values: Partial<typeof entitlement.$inferInsert> = {},
) {
  const user = await newUser(t);
  await setEntitlement(t, user.userId, { isPaid: true, plan: "pro", cvLeft: 5, generated, ...values });
  return user;
}

/** POST /api/cv/import of the JSON Resume sample, expecting 201: the document, without the import's report. */
export async function importSample(client: Client): Promise<ResumeDocument> {
  const res = await client.json<ResumeDocument & { import_report?: unknown }>("/api/cv/import", {
    json: { format: "json-resume", data: sampleResume },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { import_report: _report, ...document } = res.body;
  return document;
}

/** POST /api/jobs with the sample job, expecting 201. */
export async function saveSampleJob(client: Client) {
  const res = await client.json("/api/jobs", { json: sampleJob() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; title: string; company: string; description: string };
}

export async function generationsLeft(t: TestApp, userId: string) {
  const [row] = await t.db.select().from(entitlement).where(eq(entitlement.userId, userId));
  return row?.generated;
}

export async function revisionRowsOf(t: TestApp, userId: string) {
  return t.db.select().from(resumeRevision).where(eq(resumeRevision.userId, userId));
}

export async function generationRowsOf(t: TestApp, userId: string) {
  return t.db.select().from(aiGeneration).where(eq(aiGeneration.userId, userId)).orderBy(aiGeneration.id);
}

/** Reads an NDJSON answer to its end: every event, in order. */
export async function readEvents(response: Response) {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { type: string; [key: string]: any });
}

/**
 * A test double at the LLM edge: behaves like the writer it wraps, except where a test tells it
 * to fail like a hosted model would (provider error, a model that never answers), or to wait
 * for the test to let it go on.
 */
export function controllableWriter(inner: Writer) {
  let mode: "pass" | "fail" | "hang" | "gate" = "pass";
  let release = () => {};
  let gate = Promise.resolve();
  const failure = () => new Error("502 Bad Gateway from the model provider (test double)");
  async function before(signal: AbortSignal) {
    if (mode === "fail") throw failure();
    if (mode === "hang") await new Promise(() => {}); // ignores its signal, as a stuck model would
    if (mode === "gate") await gate;
    signal.throwIfAborted();
  }
  const writer: Writer = {
    name: "Test model (double)",
    kind: "llm",
    async rewriteResume(resume, target, options) {
      await before(options.signal);
      return inner.rewriteResume(resume, target, options);
    },
    async writeCoverLetter(input, options) {
      await before(options.signal);
      return inner.writeCoverLetter(input, options);
    },
    async rephrase(phrase, options) {
      await before(options.signal);
      return inner.rephrase(phrase, options);
    },
    extractKeywords: (posting, options) => inner.extractKeywords(posting, options),
    async improveBullets(request, options) {
      await before(options.signal);
      return inner.improveBullets(request, options);
    },
  };
  return {
    writer,
    set(next: typeof mode) {
      mode = next;
      if (next === "gate") gate = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** Polls until `check` is true (or fails after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the condition did not become true in time");
}
