import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter, entitlement, resume } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// Another user's ids are "not found" on every endpoint and method, and nothing of theirs changes.

async function paidUser(t: TestApp) {
  const client = createClient(t);
  const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
  if (signIn.status !== 200) throw new Error(`anonymous sign-in failed: ${signIn.status}`);
  const userId: string = signIn.body.user.id;
  await t.db.insert(entitlement).values({ userId, cvLeft: 10, generated: 0, isPaid: true, plan: "pro" });
  return { client, userId };
}

describe.each(testDatabaseKinds())("resume isolation between users (%s)", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof paidUser>>;
  let b: Awaited<ReturnType<typeof paidUser>>;
  let doc: ResumeDocument;
  let letterId: number;
  let bResumeId: number;

  /** Everything of A's, as the API and the database see it. */
  async function snapshotOfA() {
    const item = await a.client.json(`/api/cv/item?id=${doc.id}`);
    const letters = await a.client.json("/api/entity?entity=cover_letters");
    const resumes = await t.db.select().from(resume).where(eq(resume.userId, a.userId));
    const letterRows = await t.db.select().from(coverLetter).where(eq(coverLetter.userId, a.userId));
    const [credits] = await t.db.select().from(entitlement).where(eq(entitlement.userId, a.userId));
    return { item: item.body, letters: letters.body, resumes, letterRows, cvLeft: credits?.cvLeft };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await paidUser(t);
    b = await paidUser(t);
    const created = await a.client.json<ResumeDocument>("/api/cv/create", { json: { name: "A's resume" } });
    for (const [type, fields] of [
      ["experiences", { company: "Acme" }],
      ["educations", { degree: "BSc" }],
      ["projects", { name: "Compiler" }],
      ["certificates", { name: "AWS" }],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await a.client.json("/api/entity", {
          json: { type, resume_id: created.body.id, ...fields },
        });
        expect(res.status).toBe(201);
      }
    }
    const letter = await a.client.json("/api/entity", {
      json: { type: "cover_letters", name: "A's letter", resume_id: created.body.id, content: ["Dear"] },
    });
    expect(letter.status).toBe(201);
    letterId = letter.body.id;
    doc = (await a.client.json<ResumeDocument>(`/api/cv/item?id=${created.body.id}`)).body;
    bResumeId = (await b.client.json("/api/cv/create", { json: { name: "B's" } })).body.id;
  });
  afterAll(() => t.close());

  it("user B gets 404 for every endpoint and method with A's ids, and A's data is unchanged", async () => {
    const before = await snapshotOfA();
    const rowId = (
      type: keyof Pick<ResumeDocument, "experiences" | "educations" | "projects" | "certificates">,
    ) => doc[type][0]?.id ?? 0;
    const attempts: [string, { method?: string; json?: unknown }][] = [
      [`/api/cv/item?id=${doc.id}`, {}],
      [
        "/api/cv/update",
        { method: "PATCH", json: { id: doc.id, updated_at: doc.updated_at, name: "Stolen" } },
      ],
      ["/api/cv/delete", { method: "DELETE", json: { id: doc.id } }],
      ["/api/cv/duplicate", { json: { id: doc.id } }],
      [`/api/entity?entity=experiences&resume_id=${doc.id}`, {}],
      [`/api/entity?entity=certificates&resume_id=${doc.id}`, {}],
      ["/api/entity", { json: { type: "experiences", resume_id: doc.id, company: "Evil" } }],
      ["/api/entity", { json: { type: "projects", resume_id: doc.id } }],
      ["/api/entity", { json: { type: "cover_letters", name: "Mine now", resume_id: doc.id } }],
      [
        "/api/entity/reorder",
        { json: { type: "experiences", resume_id: doc.id, ids: doc.experiences.map((e) => e.id).reverse() } },
      ],
      ["/api/entity", { method: "PATCH", json: { type: "cover_letters", id: letterId, name: "Stolen" } }],
      ["/api/entity", { method: "PATCH", json: { type: "cover_letters", id: letterId, content: [] } }],
      ["/api/entity", { method: "DELETE", json: { type: "cover_letters", id: letterId } }],
    ];
    for (const type of ["experiences", "educations", "projects", "certificates"] as const) {
      attempts.push(["/api/entity", { method: "PATCH", json: { type, id: rowId(type) } }]);
      attempts.push(["/api/entity", { method: "DELETE", json: { type, id: rowId(type) } }]);
    }
    attempts.push([
      "/api/entity",
      { method: "PATCH", json: { type: "experiences", id: rowId("experiences"), company: "Evil" } },
    ]);
    attempts.push([
      "/api/entity",
      { method: "PATCH", json: { type: "educations", id: rowId("educations"), degree: "PhD" } },
    ]);
    attempts.push([
      "/api/entity",
      { method: "PATCH", json: { type: "projects", id: rowId("projects"), name: "X" } },
    ]);
    attempts.push([
      "/api/entity",
      { method: "PATCH", json: { type: "certificates", id: rowId("certificates"), name: "X" } },
    ]);
    // B's own letter pointed at A's resume, and B's own resume reordered with A's rows.
    attempts.push([
      "/api/entity/reorder",
      { json: { type: "experiences", resume_id: bResumeId, ids: doc.experiences.map((e) => e.id) } },
    ]);

    for (const [path, init] of attempts) {
      const res = await b.client.json(path, init);
      const label = `${init.method ?? (init.json ? "POST" : "GET")} ${path} ${JSON.stringify(init.json ?? "")}`;
      if (path === "/api/entity/reorder" && (init.json as { resume_id: number }).resume_id === bResumeId) {
        // B's own resume exists; A's row ids are simply not its rows.
        expect(res.status, label).toBe(400);
      } else {
        expect(res.status, label).toBe(404);
        expect(res.body.error.code, label).toBe("not_found");
        expect(res.body.error.message, label).toMatch(/does not exist or is not yours/);
      }
    }
    expect(await snapshotOfA()).toEqual(before);
    // B's own lists never show A's things.
    expect((await b.client.json("/api/cv/list")).body.map((r: { id: number }) => r.id)).toEqual([bResumeId]);
    expect((await b.client.json("/api/entity?entity=cover_letters")).body).toEqual([]);
    expect((await b.client.json("/api/cv/stats")).body).toMatchObject({ resumes: 1, coverLetters: 0 });
  });

  it("B's own cover letter cannot point at A's resume, on create or update", async () => {
    const own = await b.client.json("/api/entity", { json: { type: "cover_letters", name: "B's letter" } });
    expect(own.status).toBe(201);
    const res = await b.client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: own.body.id, resume_id: doc.id },
    });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(coverLetter).where(eq(coverLetter.id, own.body.id));
    expect(row?.resumeId).toBeNull();
  });

  it("without a session every endpoint answers 401", async () => {
    const anonymous = createClient(t);
    const calls: [string, { method?: string; json?: unknown }][] = [
      ["/api/cv/stats", {}],
      ["/api/cv/list", {}],
      [`/api/cv/item?id=${doc.id}`, {}],
      ["/api/cv/create", { json: { name: "x" } }],
      ["/api/cv/duplicate", { json: { id: doc.id } }],
      ["/api/cv/update", { method: "PATCH", json: { id: doc.id, updated_at: doc.updated_at, name: "x" } }],
      ["/api/cv/delete", { method: "DELETE", json: { id: doc.id } }],
      [`/api/entity?entity=experiences&resume_id=${doc.id}`, {}],
      ["/api/entity?entity=cover_letters", {}],
      ["/api/entity", { json: { type: "experiences", resume_id: doc.id } }],
      [
        "/api/entity",
        { method: "PATCH", json: { type: "experiences", id: doc.experiences[0]?.id, company: "x" } },
      ],
      ["/api/entity", { method: "DELETE", json: { type: "experiences", id: doc.experiences[0]?.id } }],
      ["/api/entity/reorder", { json: { type: "experiences", resume_id: doc.id, ids: [] } }],
    ];
    const before = await snapshotOfA();
    for (const [path, init] of calls) {
      const res = await anonymous.json(path, init);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
