import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PHRASE } from "../../src/shared/ai.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// POST /api/free-tools/rephrase: the public free tool, signed out, with the offline writer.
describe.each(testDatabaseKinds())("the free tool (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { FREE_TOOL_RATE_LIMIT_MAX: "4", FREE_TOOL_RATE_LIMIT_WINDOW_SECONDS: "600" },
    });
  });
  afterAll(() => t.close());

  it("works signed out: professional alternatives and the writer's name", async () => {
    const visitor = createClient(t);
    const res = await visitor.json("/api/free-tools/rephrase", {
      json: { phrase: "  I'm good at fixing stuff  " },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.writer).toBe("Offline writer");
    expect(res.body.alternatives.length).toBeGreaterThan(0);
    expect(res.body.alternatives.length).toBeLessThanOrEqual(8);
    for (const alternative of res.body.alternatives) expect(alternative).toEqual(expect.stringMatching(/\S/));
  });

  it("answers a blunt phrase it has no entry for with 3 or more rewrites, never the phrase back", async () => {
    const res = await createClient(t).json("/api/free-tools/rephrase", {
      json: { phrase: "this meeting is pointless" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const alternatives: string[] = res.body.alternatives;
    expect(alternatives[0]).toBe("I'm not sure this meeting is the best use of our time.");
    expect(alternatives.length).toBeGreaterThanOrEqual(3);
    for (const alternative of alternatives) {
      expect(alternative.toLowerCase()).not.toContain("pointless");
    }
  });

  it("refuses an empty phrase, one over the limit, and anything that is not a phrase", async () => {
    const visitor = createClient(t);
    for (const [body, message] of [
      [{ phrase: "   " }, /Type a phrase/],
      [{ phrase: "x".repeat(MAX_PHRASE + 1) }, new RegExp(`at most ${MAX_PHRASE} characters`)],
      [{ phrase: 42 }, /phrase must be text/],
    ] as const) {
      const res = await visitor.json("/api/free-tools/rephrase", { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const exact = await visitor.json("/api/free-tools/rephrase", {
      json: { phrase: "y ".repeat(MAX_PHRASE / 2) },
    });
    expect(exact.status).toBe(200);
  });

  it("limits each client address (429 with Retry-After), not others", async () => {
    const visitor = createClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await visitor.json("/api/free-tools/rephrase", { json: { phrase: "I did stuff" } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await visitor.json("/api/free-tools/rephrase", { json: { phrase: "I did stuff" } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(
      (await createClient(t).json("/api/free-tools/rephrase", { json: { phrase: "I did stuff" } })).status,
    ).toBe(200);
  });

  it("takes requests from our own pages only", async () => {
    const res = await createClient(t).json("/api/free-tools/rephrase", {
      json: { phrase: "I did stuff" },
      headers: { origin: "https://elsewhere.example" },
    });
    expect(res.status).toBe(403);
  });
});
