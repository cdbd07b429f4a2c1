import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job } from "../../src/server/db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { newUser } from "./resumes-helpers.ts";

// GET /api/jobs without ?limit= (the bare array older clients read) answers one page, not every
// job: 500 saved postings of 20,000 characters would be a 10 MB answer. The rest follow by the
// cursor the Link header names (docs/api.md "Limits", Lists).

describe.each(testDatabaseKinds())("GET /api/jobs pages (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers the newest 50 of 65 jobs as a bare array, and the rest by the cursor of its Link", async () => {
    const { client, userId } = await newUser(t);
    const rows = Array.from({ length: 65 }, (_, n) => ({
      userId,
      title: `Job ${n}`,
      description: "x".repeat(2_000),
    }));
    const saved = await t.db.insert(job).values(rows).returning({ id: job.id });
    const newestFirst = saved.map((row) => row.id).sort((a, b) => b - a);

    const first = await client.json<{ id: number }[]>("/api/jobs");
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body.map((row) => row.id)).toEqual(newestFirst.slice(0, 50));
    const next = first.headers.get("link");
    expect(next).toBe(`</api/jobs?limit=50&cursor=${newestFirst[49]}>; rel="next"`);

    const url = /^<([^>]+)>/.exec(next ?? "")?.[1] ?? "";
    const rest = await client.json<{ items: { id: number }[]; nextCursor: string | null }>(url);
    expect(rest.status).toBe(200);
    expect(rest.body.items.map((row) => row.id)).toEqual(newestFirst.slice(50));
    expect(rest.body.nextCursor).toBeNull();
  });

  it("names no next page when every job fits", async () => {
    const { client, userId } = await newUser(t);
    await t.db.insert(job).values([{ userId, title: "Only job" }]);
    const list = await client.json<{ title: string }[]>("/api/jobs");
    expect(list.body.map((row) => row.title)).toEqual(["Only job"]);
    expect(list.headers.get("link")).toBeNull();
  });
});
