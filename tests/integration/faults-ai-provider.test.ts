import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_FAILED_MESSAGE } from "../../src/shared/ai.ts";
import {
  content,
  type FakeOpenAiServer,
  type FakeReply,
  hang,
  startFakeOpenAiServer,
  status,
} from "../support/fake-openai-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import {
  aiUser,
  generationRowsOf,
  generationsLeft,
  importSample,
  readEvents,
  revisionRowsOf,
} from "./ai-helpers.ts";
import type { Client } from "./resumes-helpers.ts";

// An AI provider that hangs or answers garbage (the Prove-it issue, suite 5): the app runs its
// real LLM writer (AI_BASE_URL / AI_MODEL) against a loopback OpenAI-compatible server, since a
// hosted model cannot be reached from tests. Every way of asking, resume or cover letter, plain
// JSON or streamed, must end in the clear error, charge nothing and save nothing.

// Three seconds: a model that answers garbage is asked twice (a retry) before the 502, and on a
// loaded two-core CI machine those two round trips once took longer than one second.
const TIMEOUT_MS = 3_000;

const BROKEN_STREAM: FakeReply = {
  kind: "status",
  status: 200,
  body: 'data: {"id":"x","choices":[{"delta":{"content":\n\ndata: [DONE]\n\n',
  headers: { "content-type": "text/event-stream" },
};

interface Outcome {
  variant: string;
  /** The HTTP status, or for a stream the status its final error event stands for. */
  status: number;
  error: unknown;
  ms: number;
}

describe.each(databaseDependentKinds())("an AI provider that hangs or answers garbage (%s)", (kind) => {
  let t: TestApp;
  /**
   * The same server with time to spare: a garbage answer must fail as ai_failed, and on a busy
   * CI machine the four requests at once can take longer than TIMEOUT_MS before the model even
   * answers, which would test the clock instead of the classification.
   */
  let lenient: TestApp;
  let model: FakeOpenAiServer;
  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    const env = (timeoutMs: number) => ({
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: String(timeoutMs),
      AI_RATE_LIMIT_MAX: "1000",
    });
    t = await createTestApp(kind, { env: env(TIMEOUT_MS) });
    lenient = await createTestApp(kind, { env: env(60_000) });
  });
  afterAll(async () => {
    await t.close();
    await lenient.close();
    await model.close();
  });

  /** Asks four ways at once (resume / letter × plain / streamed); checks nothing was kept. */
  async function askEveryWay(script: FakeReply[], app = t) {
    model.script(...script);
    const { client, userId } = await aiUser(app, 4);
    const resume = await importSample(client);
    const letter = await client.json("/api/cover-letter/create", {
      json: { resume_id: resume.id, job_title: "Web Developer", company: "Acme" },
    });
    expect(letter.status).toBe(201);
    const asked = model.requests.length;

    const outcomes = await Promise.all([
      ask(client, "resume", "/api/cv/generate", { id: resume.id }, false),
      ask(client, "resume streamed", "/api/cv/generate", { id: resume.id }, true),
      ask(client, "letter", "/api/cover-letter/generate", { id: letter.body.id }, false),
      ask(client, "letter streamed", "/api/cover-letter/generate", { id: letter.body.id }, true),
    ]);

    expect(model.requests.length, "every way reached the model").toBeGreaterThanOrEqual(asked + 4);
    expect(await generationsLeft(app, userId), "no credit used").toBe(4);
    expect(await revisionRowsOf(app, userId), "no revision saved").toEqual([]);
    const stored = await client.json(`/api/cover-letter/item?id=${letter.body.id}`);
    expect(stored.body.content, "no letter text saved").toEqual([]);
    const generations = await generationRowsOf(app, userId);
    expect(generations.map((row) => row.status)).toEqual(["failed", "failed", "failed", "failed"]);
    return outcomes;
  }

  function expectEvery(outcomes: Outcome[], code: "ai_timeout" | "ai_failed") {
    for (const outcome of outcomes) {
      expect({ variant: outcome.variant, status: outcome.status, error: outcome.error }).toEqual({
        variant: outcome.variant,
        status: code === "ai_timeout" ? 504 : 502,
        error: { code, message: AI_FAILED_MESSAGE },
      });
    }
  }

  it("a model that never answers: 504 ai_timeout at AI_TIMEOUT_MS, every way", async () => {
    const outcomes = await askEveryWay([hang()]);
    expectEvery(outcomes, "ai_timeout");
    for (const outcome of outcomes) {
      expect(outcome.ms, outcome.variant).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(outcome.ms, `${outcome.variant} is cut off, not left hanging`).toBeLessThan(TIMEOUT_MS + 8_000);
    }
  });

  it("a model that starts answering and then stalls: 504 ai_timeout, the partial text is not kept", async () => {
    const slow = content("Dear hiring manager, ".repeat(40), { chunks: 100, chunkDelayMs: 200 });
    expectEvery(await askEveryWay([slow]), "ai_timeout");
  });

  it("a model that answers prose instead of the format, twice: 502 ai_failed", async () => {
    const outcomes = await askEveryWay([content("Sure! Happy to help.")], lenient);
    expectEvery(outcomes, "ai_failed");
  });

  it("a model whose stream is broken JSON: 502 ai_failed", async () => {
    expectEvery(await askEveryWay([BROKEN_STREAM], lenient), "ai_failed");
  });

  it("a provider that keeps failing with HTTP 500 (after its retries): 502 ai_failed", async () => {
    expectEvery(await askEveryWay([status(500)], lenient), "ai_failed");
  });

  it("a provider that recovers: the next request succeeds and is charged once", async () => {
    model.script(
      content("Dear hiring manager,\n\n".concat("I build accessible web applications. ".repeat(8))),
    );
    const { client, userId } = await aiUser(t, 1);
    const letter = await client.json("/api/cover-letter/create", { json: { job_title: "Web Developer" } });
    const res = await client.json("/api/cover-letter/generate", { json: { id: letter.body.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content).toHaveLength(1);
    expect(await generationsLeft(t, userId)).toBe(0);
  });
});

async function ask(client: Client, variant: string, path: string, json: unknown, streamed: boolean) {
  const started = Date.now();
  if (!streamed) {
    const res = await client.json(path, { json });
    return { variant, status: res.status, error: res.body?.error, ms: Date.now() - started } as Outcome;
  }
  const res = await client.request(path, { json, headers: { accept: "application/x-ndjson" } });
  expect(res.status, variant).toBe(200);
  const events = await readEvents(res);
  const last = events.at(-1);
  expect(events[0]?.type, `${variant}: progress comes first`).toBe("progress");
  expect(last?.type, `${variant}: ends with an error event`).toBe("error");
  const code = last?.error?.code;
  return {
    variant,
    status: code === "ai_timeout" ? 504 : code === "ai_failed" ? 502 : 0,
    error: last?.error,
    ms: Date.now() - started,
  } as Outcome;
}
