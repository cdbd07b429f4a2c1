import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineWriter } from "../../src/server/ai/offline/offline-writer.ts";
import { aiGeneration } from "../../src/server/db/schema/index.ts";
import { AI_FAILED_MESSAGE } from "../../src/shared/ai.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import {
  aiUser,
  controllableWriter,
  eventually,
  generationRowsOf,
  generationsLeft,
  importSample,
  readEvents,
  revisionRowsOf,
} from "./ai-helpers.ts";
import type { Client } from "./resumes-helpers.ts";

// Streaming, disconnects and failures of AI generations. The writer is the offline writer
// behind a test double at the LLM edge, which fails or stalls the way a hosted model can.
describe.each(testDatabaseKinds())("AI generation: streaming and failures (%s)", (kind) => {
  const double = controllableWriter(createOfflineWriter());
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      writer: double.writer,
      env: { AI_TIMEOUT_MS: "1500", AI_RATE_LIMIT_MAX: "3", AI_RATE_LIMIT_WINDOW_SECONDS: "600" },
    });
    // A real HTTP server too, so that a browser going away is a real closed connection.
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const streamed = (client: Client, path: string, json: unknown) =>
    client.request(path, { json, headers: { accept: "application/x-ndjson" } });

  it("streams progress lines first, then done with the revision", async () => {
    double.set("pass");
    const { client, userId } = await aiUser(t, 1);
    const original = await importSample(client);
    const res = await streamed(client, "/api/cv/generate", { id: original.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const events = await readEvents(res);
    const done = events.at(-1);
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.slice(0, -1).every((event) => event.type === "progress")).toBe(true);
    for (const event of events.slice(0, -1)) {
      expect(event.message).toEqual(expect.any(String));
      expect(event.percent).toBeGreaterThanOrEqual(0);
      expect(event.percent).toBeLessThanOrEqual(100);
    }
    expect(done?.type).toBe("done");
    expect(done?.result).toMatchObject({ resume_id: original.id, writer: "Test model (double)" });
    const [row] = await revisionRowsOf(t, userId);
    expect(row?.id).toBe(done?.result.id);
    expect(await generationsLeft(t, userId)).toBe(0);
  });

  it("checks that fail before the work starts keep their status when streaming", async () => {
    const { client } = await aiUser(t, 0);
    const original = await importSample(client);
    const refused = await streamed(client, "/api/cv/generate", { id: original.id });
    expect(refused.status).toBe(402);
    expect((await refused.json()).error.details).toEqual({ reason: "cvGenerations" });
    expect((await streamed(client, "/api/cv/generate", { id: 999_999 })).status).toBe(404);
    expect((await streamed(client, "/api/cv/generate", {})).status).toBe(400);
  });

  it("a browser that disconnects mid-stream still gets its revision saved (and charged once)", async () => {
    double.set("gate");
    const { client, userId } = await aiUser(t, 2);
    const original = await importSample(client);
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}/api/cv/generate`, {
      method: "POST",
      headers: {
        origin: TEST_APP_URL,
        accept: "application/x-ndjson",
        "content-type": "application/json",
        "x-forwarded-for": client.ip,
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body: JSON.stringify({ id: original.id }),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(JSON.parse(first.split("\n")[0] ?? "")).toMatchObject({ type: "progress" });
    abort.abort(); // the tab is closed while the writer is still working

    const during = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(during.body).toEqual({ revisions: [], generating: true, current_revision_id: null });
    double.release();
    await eventually(async () => (await revisionRowsOf(t, userId)).length === 1);
    const after = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(after.body.generating).toBe(false);
    expect(after.body.revisions).toHaveLength(1);
    expect(await generationsLeft(t, userId)).toBe(1);
    double.set("pass");
  });

  it("a model provider that fails answers 502 with the spec's message, refunds the credit, saves nothing", async () => {
    double.set("fail");
    const { client, userId } = await aiUser(t, 1);
    const original = await importSample(client);
    const res = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: "ai_failed", message: AI_FAILED_MESSAGE });
    expect(await generationsLeft(t, userId)).toBe(1);
    expect(await revisionRowsOf(t, userId)).toEqual([]);
    const [generation] = await generationRowsOf(t, userId);
    expect(generation).toMatchObject({
      status: "failed",
      charged: true,
      error: expect.stringMatching(/502 Bad Gateway/),
    });

    // Streamed, the failure is the last line.
    const streamedRes = await streamed(client, "/api/cv/generate", { id: original.id });
    expect(streamedRes.status).toBe(200);
    const events = await readEvents(streamedRes);
    expect(events.at(-1)).toEqual({
      type: "error",
      error: { code: "ai_failed", message: AI_FAILED_MESSAGE },
    });
    expect(await generationsLeft(t, userId)).toBe(1);
    expect(await revisionRowsOf(t, userId)).toEqual([]);
    double.set("pass");
  });

  it("a model that never answers is cut off at AI_TIMEOUT_MS: 504, refunded, nothing saved", async () => {
    double.set("hang");
    const { client, userId } = await aiUser(t, 1);
    const original = await importSample(client);
    const started = Date.now();
    const res = await client.json("/api/cv/generate", { json: { id: original.id } });
    expect(res.status).toBe(504);
    expect(res.body.error).toEqual({ code: "ai_timeout", message: AI_FAILED_MESSAGE });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(await generationsLeft(t, userId)).toBe(1);
    expect(await revisionRowsOf(t, userId)).toEqual([]);
    double.set("pass");
  });

  it("a generation left running by a process that died is refunded on the user's next visit", async () => {
    const { client, userId } = await aiUser(t, 0);
    const original = await importSample(client);
    // What a crash leaves: the credit taken, the row still running, long past the time bound.
    await t.db.insert(aiGeneration).values({
      userId,
      kind: "resume",
      resumeId: original.id,
      charged: true,
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const list = await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(list.body).toEqual({ revisions: [], generating: false, current_revision_id: null });
    expect(await generationsLeft(t, userId)).toBe(1);
    const [generation] = await generationRowsOf(t, userId);
    expect(generation).toMatchObject({ status: "failed" });
    // Refunded once only.
    await client.json(`/api/cv/revisions?id=${original.id}`);
    expect(await generationsLeft(t, userId)).toBe(1);
  });

  it("limits AI requests per user: 429 with Retry-After past AI_RATE_LIMIT_MAX, other users unaffected", async () => {
    const { client } = await aiUser(t, 0);
    const original = await importSample(client);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await client.json("/api/cv/generate", { json: { id: original.id } })).status);
    expect(statuses).toEqual([402, 402, 402]);
    const limited = await client.json("/api/cover-letter/generate", { json: { id: 1 } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const someoneElse = await aiUser(t, 0);
    expect((await someoneElse.client.json("/api/cv/generate", { json: { id: original.id } })).status).toBe(
      404,
    );
  });
});
