import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter, entitlement, job } from "../../src/server/db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { aiUser } from "./ai-helpers.ts";
import { createResume, paidUser } from "./resumes-helpers.ts";

// Issue 11, finding 9: what one account can store is bounded: caps on cover letters (200), jobs
// (500) and texts per letter (50); a per-user limit on creating rows (WRITE_RATE_LIMIT_*); lists
// come in pages (`?limit=&cursor=` → { items, nextCursor }; the bare array without them).

const COVER_LETTERS_FULL =
  "You have 200 cover letters, the most one account can keep. Delete some you no longer need, then create a new one.";
const JOBS_FULL =
  "You have 500 saved jobs, the most one account can keep. Delete some you no longer need, then save a new one.";

describe.each(databaseDependentKinds())("storage limits per account (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { WRITE_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  /** Rows put straight into the database: only the limit itself goes through the API. */
  const addLetters = (userId: string, n: number) =>
    t.db.insert(coverLetter).values(Array.from({ length: n }, (_, i) => ({ userId, name: `Letter ${i}` })));
  const addJobs = (userId: string, n: number) =>
    t.db.insert(job).values(Array.from({ length: n }, (_, i) => ({ userId, title: `Job ${i}` })));

  it("keeps at most 200 cover letters: the 201st is a 409 by either route, and deleting one makes room", async () => {
    const { client, userId } = await paidUser(t);
    await addLetters(userId, 199);
    const last = await client.json("/api/entity", { json: { type: "cover_letters", name: "Number 200" } });
    expect(last.status).toBe(201);
    for (const [path, json] of [
      ["/api/entity", { type: "cover_letters", name: "Too many" }],
      ["/api/cover-letter/create", { name: "Too many" }],
    ] as const) {
      const refused = await client.json(path, { json });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: "conflict",
        message: COVER_LETTERS_FULL,
        details: { reason: "cover_lettersFull" },
      });
    }
    const [letter] = await t.db.select().from(coverLetter).where(eq(coverLetter.userId, userId)).limit(1);
    await client.json("/api/entity", { method: "DELETE", json: { type: "cover_letters", id: letter!.id } });
    expect((await client.json("/api/cover-letter/create", { json: { name: "Room again" } })).status).toBe(
      201,
    );
  });

  it("keeps at most 500 jobs: the 501st is a 409, even when asked for at once", async () => {
    const { client, userId } = await paidUser(t);
    await addJobs(userId, 497);
    const burst = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => client.json("/api/jobs", { json: { title: `Burst ${i}` } })),
    );
    expect(burst.map((res) => res.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(burst.find((res) => res.status === 409)?.body.error.message).toBe(JOBS_FULL);
    expect(await t.db.$count(job, eq(job.userId, userId))).toBe(500);
  });

  it("a letter keeps at most 50 texts: generating a 51st is a 409 before any credit is taken", async () => {
    const { client, userId } = await aiUser(t, 3);
    const created = await client.json("/api/cover-letter/create", { json: { name: "Full" } });
    const texts = Array.from({ length: 50 }, (_, i) => `Text ${i}`);
    const saved = await client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: created.body.id, content: texts },
    });
    expect(saved.status).toBe(200);
    const tooMany = await client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: created.body.id, content: [...texts, "one more"] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/A cover letter keeps at most 50 texts\./);
    const generated = await client.json("/api/cover-letter/generate", {
      json: { id: created.body.id, job_title: "Engineer", company: "Acme", job_description: "Build things." },
    });
    expect(generated.status).toBe(409);
    expect(generated.body.error.message).toBe(
      "This cover letter already has 50 texts, the most one letter keeps. Delete some of its texts, or start a new letter.",
    );
    const [plan] = await t.db.select().from(entitlement).where(eq(entitlement.userId, userId));
    expect(plan?.generated).toBe(3);
  });

  describe("pagination", () => {
    async function walk(client: Awaited<ReturnType<typeof paidUser>>["client"], path: string, limit: number) {
      const pages: { items: { id: number }[]; nextCursor: string | null }[] = [];
      let cursor: string | null = null;
      do {
        const sep = path.includes("?") ? "&" : "?";
        const url: string = `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res: { status: number; body: (typeof pages)[number] } = await client.json(url);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        pages.push(res.body);
        cursor = res.body.nextCursor;
      } while (cursor && pages.length < 20);
      return pages;
    }

    it("pages jobs and cover letters newest first; without limit or cursor the bare array (jobs: its first page)", async () => {
      const { client, userId } = await paidUser(t);
      await addJobs(userId, 120);
      await addLetters(userId, 7);
      for (const [path, total] of [
        ["/api/jobs", 120],
        ["/api/entity?entity=cover_letters", 7],
      ] as const) {
        const all = await client.json(path);
        expect(Array.isArray(all.body)).toBe(true);
        const pages = await walk(client, path, 50);
        expect(pages.map((page) => page.items.length)).toEqual(total === 120 ? [50, 50, 20] : [7]);
        expect(pages.at(-1)?.nextCursor).toBeNull();
        // Every row once, newest first; the bare array of jobs is their first page only
        // (jobs-list-paging.test.ts), the letters' every row.
        const ids = pages.flatMap((page) => page.items.map((item) => item.id));
        expect(new Set(ids).size).toBe(total);
        expect(all.body.map((item: { id: number }) => item.id)).toEqual(
          path === "/api/jobs" ? ids.slice(0, 50) : ids,
        );
      }
      // The default page is 50 rows.
      const first = await client.json("/api/jobs?cursor=");
      expect(first.body.items).toHaveLength(50);
    });

    it("pages resumes by their order, then id", async () => {
      const { client } = await paidUser(t, 5);
      for (let i = 0; i < 5; i++) await createResume(client, `Resume ${i}`);
      const all = (await client.json("/api/cv/list")).body as { id: number }[];
      const pages = await walk(client, "/api/cv/list", 2);
      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
      expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(all.map((r) => r.id));
    });

    it("answers 400 for a limit out of range or a cursor it never gave", async () => {
      const { client } = await paidUser(t);
      for (const query of ["limit=0", "limit=101", "limit=ten", "cursor=abc", "cursor=1_2_3"]) {
        for (const path of ["/api/jobs", "/api/cv/list", "/api/entity?entity=cover_letters"]) {
          const res = await client.json(`${path}${path.includes("?") ? "&" : "?"}${query}`);
          expect(res.status, `${path} ${query}`).toBe(400);
          expect(res.body.error.message).toMatch(
            /^(limit must be a whole number from 1 to 100|cursor must be)/,
          );
        }
      }
    });
  });
});

describe.each(databaseDependentKinds())("rate limit on creating rows (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { WRITE_RATE_LIMIT_MAX: "6", WRITE_RATE_LIMIT_WINDOW_SECONDS: "60" },
    });
  });
  afterAll(() => t.close());

  it("allows WRITE_RATE_LIMIT_MAX creates per window across every kind, then 429; edits and other users go on", async () => {
    const { client } = await paidUser(t, 5);
    const resume = await createResume(client, "One");
    const creates = [
      client.json("/api/jobs", { json: { title: "A job" } }),
      client.json("/api/entity", { json: { type: "cover_letters", name: "A letter" } }),
      client.json("/api/cover-letter/create", { json: {} }),
      client.json("/api/entity", { json: { type: "experiences", resume_id: resume.id } }),
      client.json("/api/cv/duplicate", { json: { id: resume.id } }),
    ];
    expect((await Promise.all(creates)).map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const refused = await client.json("/api/jobs", { json: { title: "One too many" } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      "You are adding things too quickly. Please wait a minute and try again.",
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The wizard's autosave (PATCH) is never counted.
    for (let i = 0; i < 10; i++) {
      const current = (await client.json(`/api/cv/item?id=${resume.id}`)).body;
      const saved = await client.json("/api/cv/update", {
        method: "PATCH",
        json: { id: resume.id, updated_at: current.updated_at, summary: `Edit ${i}` },
      });
      expect(saved.status).toBe(200);
    }
    const other = await paidUser(t);
    expect((await other.client.json("/api/jobs", { json: { title: "Mine" } })).status).toBe(201);
  });
});
