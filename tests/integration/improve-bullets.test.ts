import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, generationsLeft, importSample } from "./ai-helpers.ts";

// POST /api/cv/improve (docs/api.md "AI writing"): the wizard's per-bullet suggestions, with the
// built-in offline writer, on the JSON Resume sample. No credit is spent and nothing is saved.
describe.each(testDatabaseKinds())("Improve suggestions (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  const weak =
    "- Responsible for managing the front desk and various guest requests\n- Cut check-in time from 9 to 4 minutes";

  it("suggests per line with where each line sits, asks for a number only when none is there, spends no credit", async () => {
    const { client, userId } = await aiUser(t, 2);
    const resume = await importSample(client);
    const row = resume.experiences[0];
    if (!row) throw new Error("the sample has experiences");

    const res = await client.json("/api/cv/improve", {
      json: { id: resume.id, kind: "experiences", row: row.id, text: weak },
    });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.writer).toBe("Offline writer");
    const [first, second] = res.body.bullets;
    expect(weak.slice(first.start, first.end)).toBe(first.text);
    expect(first.text).toBe("Responsible for managing the front desk and various guest requests");
    expect(first.suggestions[0].text).toMatch(/^Manage/);
    expect(first.suggestions.at(-1).text).not.toContain("various");
    expect(first.ask).toMatch(/^Add a number/);
    expect(weak.slice(second.start, second.end)).toBe("Cut check-in time from 9 to 4 minutes");
    expect(second.ask).toBeUndefined();
    // Nothing saved, nothing spent.
    expect((await client.json(`/api/cv/item?id=${resume.id}`)).body).toEqual(resume);
    expect(await generationsLeft(t, userId)).toBe(2);
  });

  it("improves the summary sentence by sentence and an entry of an additional section", async () => {
    const { client } = await aiUser(t, 0);
    const resume = await importSample(client);
    const summary = "I am a very friendly developer. I successfully shipped apps.";
    const res = await client.json("/api/cv/improve", {
      json: { id: resume.id, kind: "summary", text: summary },
    });
    expect(res.status).toBe(200);
    expect(res.body.bullets.map((b: { text: string }) => b.text)).toEqual([
      "I am a very friendly developer.",
      "I successfully shipped apps.",
    ]);
    expect(res.body.bullets[0].suggestions[0].text).toBe("I am a friendly developer.");
    const section = await client.json("/api/cv/improve", {
      json: {
        id: resume.id,
        kind: "sections",
        section: 0,
        entry: 0,
        text: "Successfully organised the charity run",
      },
    });
    expect(section.status).toBe(200);
    expect(section.body.bullets[0].suggestions[0].text).toBe("Organised the charity run.");
  });

  it("refuses another user's resume or row (404), bad input (400) and anonymous callers (401)", async () => {
    const { client } = await aiUser(t, 0);
    const resume = await importSample(client);
    const other = await aiUser(t, 0);
    const theirs = await importSample(other.client);
    const theirRow = theirs.experiences[0]?.id;

    const notMine = await client.json("/api/cv/improve", {
      json: { id: theirs.id, kind: "summary", text: "Hi there." },
    });
    expect(notMine.status).toBe(404);
    const notMyRow = await client.json("/api/cv/improve", {
      json: { id: resume.id, kind: "experiences", row: theirRow, text: "Led a team" },
    });
    expect(notMyRow.status).toBe(404);
    expect(notMyRow.body.error.message).toMatch(/does not exist in this resume/);

    const cases: [unknown, RegExp][] = [
      [{ id: resume.id, kind: "summary" }, /text/],
      [{ id: resume.id, kind: "summary", text: "   " }, /Type something/],
      [{ id: resume.id, kind: "summary", text: 42 }, /text must be text/],
      [{ id: resume.id, kind: "skills", text: "Led" }, /kind must be one of/],
      [{ id: resume.id, kind: "experiences", text: "Led" }, /row/],
      [{ id: resume.id, kind: "sections", section: -1, entry: 0, text: "Led" }, /section/],
      [{ id: resume.id, kind: "summary", text: "x".repeat(10_001) }, /at most 10,000/],
      [{ id: resume.id, kind: "summary", text: "Led.", extra: 1 }, /Unknown field/],
    ];
    for (const [json, message] of cases) {
      const res = await client.json("/api/cv/improve", { json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const lines = Array.from({ length: 41 }, (_, i) => `- Led project ${i}`).join("\n");
    const tooMany = await other.client.json("/api/cv/improve", {
      json: { id: theirs.id, kind: "experiences", row: theirRow, text: lines },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/up to 40 lines/);

    const anonymous = createClient(t);
    const refused = await anonymous.json("/api/cv/improve", {
      json: { id: resume.id, kind: "summary", text: "Hi." },
    });
    expect(refused.status).toBe(401);
  });

  it("shares the per-user AI rate limit: 429 with Retry-After past AI_RATE_LIMIT_MAX", async () => {
    const limited = await createTestApp(kind, { env: { AI_RATE_LIMIT_MAX: "3" } });
    try {
      const { client } = await aiUser(limited, 0);
      const resume = await importSample(client);
      const send = () =>
        client.json("/api/cv/improve", { json: { id: resume.id, kind: "summary", text: "Hi." } });
      const statuses = [(await send()).status, (await send()).status, (await send()).status];
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe("rate_limited");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
