import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter, resume } from "../../src/server/db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { createResume, paidUser, sendRaw } from "./resumes-helpers.ts";

describe.each(testDatabaseKinds())("child rows: bad input (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("refuses invalid payloads with 400 and a message, changing nothing", async () => {
    const { client, userId } = await paidUser(t);
    const doc = await createResume(client, "Rows");
    const row = (
      await client.json("/api/entity", { json: { type: "projects", resume_id: doc.id, name: "P" } })
    ).body;
    const snapshot = async () => ({
      item: (await client.json(`/api/cv/item?id=${doc.id}`)).body,
      letters: await t.db.select().from(coverLetter).where(eq(coverLetter.userId, userId)),
    });
    const before = await snapshot();
    const cases: [string, { method?: string; json?: unknown }, RegExp][] = [
      [
        "/api/entity",
        { json: { type: "skills", resume_id: doc.id } },
        /^type must be one of experiences, educations, projects, certificates, cover_letters\.$/,
      ],
      ["/api/entity", { json: { resume_id: doc.id } }, /^type must be one of/],
      ["/api/entity", { method: "PATCH", json: { type: "photos", id: row.id } }, /^type must be one of/],
      ["/api/entity", { method: "DELETE", json: { type: "resumes", id: row.id } }, /^type must be one of/],
      ["/api/entity", { json: { type: "experiences" } }, /resume_id must be a number/],
      ["/api/entity", { json: { type: "experiences", resume_id: "abc" } }, /resume_id must be a number/],
      ["/api/entity", { json: { type: "experiences", resume_id: 1.5 } }, /resume_id must be a whole number/],
      [
        "/api/entity",
        { json: { type: "experiences", resume_id: doc.id, start_date: "2021-03" } },
        /^start_date: Use MM\/YYYY \(for example 03\/2021\) or the year alone/,
      ],
      ["/api/entity", { json: { type: "experiences", resume_id: doc.id, end_date: "13/2020" } }, /MM\/YYYY/],
      [
        "/api/entity",
        { json: { type: "experiences", resume_id: doc.id, still_working: "yes" } },
        /still_working/,
      ],
      [
        "/api/entity",
        { json: { type: "experiences", resume_id: doc.id, salary: 10 } },
        /Unknown field: salary/,
      ],
      [
        "/api/entity",
        { json: { type: "projects", resume_id: doc.id, url: "javascript:alert(1)" } },
        /url: Links must start with http/,
      ],
      [
        "/api/entity",
        { json: { type: "certificates", resume_id: doc.id, name: "x".repeat(201) } },
        /name: Use at most 200 characters/,
      ],
      ["/api/entity", { json: { type: "cover_letters" } }, /name/],
      ["/api/entity", { json: { type: "cover_letters", name: "" } }, /Give the cover letter a name/],
      ["/api/entity", { json: { type: "cover_letters", name: "L", content: "text" } }, /content/],
      [
        "/api/entity",
        { method: "PATCH", json: { type: "projects", id: row.id, url: "javascript:alert(1)" } },
        /Links must start with/,
      ],
      [
        "/api/entity",
        { method: "PATCH", json: { type: "projects", id: row.id, start_date: "1/2020" } },
        /MM\/YYYY/,
      ],
      [
        "/api/entity",
        { method: "PATCH", json: { type: "projects", id: row.id, description: "x".repeat(10_001) } },
        /at most 10000/,
      ],
      [
        "/api/entity",
        { method: "PATCH", json: { type: "projects", id: row.id, resume_id: doc.id } },
        /Unknown field: resume_id/,
      ],
      [
        "/api/entity",
        { method: "PATCH", json: { type: "projects", id: row.id, order: 5 } },
        /Unknown field: order/,
      ],
      ["/api/entity", { method: "PATCH", json: { type: "projects", id: "1" } }, /id must be a number/],
      ["/api/entity", { method: "DELETE", json: { type: "projects", id: -1 } }, /id must be positive/],
      [
        "/api/entity",
        { method: "DELETE", json: { type: "projects", id: 99_999_999_999 } },
        /id is too large/,
      ],
      ["/api/entity", { method: "DELETE", json: { type: "projects" } }, /id must be a number/],
      [
        "/api/entity/reorder",
        { json: { type: "projects", resume_id: doc.id, ids: "1,2" } },
        /ids must be a list/,
      ],
      [
        "/api/entity/reorder",
        { json: { type: "projects", resume_id: doc.id, ids: ["a"] } },
        /ids\.0: id must be a number/,
      ],
      ["/api/entity?entity=skills&resume_id=1", {}, /^entity must be one of/],
      ["/api/entity?entity=projects", {}, /^resume_id must be a positive whole number/],
      ["/api/entity?entity=projects&resume_id=abc", {}, /^resume_id must be a positive whole number/],
      ["/api/entity?entity=projects&resume_id=1e3", {}, /^resume_id must be a positive whole number/],
    ];
    for (const [path, init, message] of cases) {
      const res = await client.json(path, init);
      const label = `${init.method ?? (init.json ? "POST" : "GET")} ${path} ${JSON.stringify(init.json ?? "").slice(0, 120)}`;
      expect(res.status, label).toBe(400);
      expect(res.body.error.code, label).toBe("bad_request");
      expect(res.body.error.message, label).toMatch(message);
    }
    // Bodies that are not JSON objects.
    for (const body of ["{not json", '"text"', "[]", "null", ""]) {
      const raw = await sendRaw(t, client, "POST", "/api/entity", body);
      expect(raw.status, body).toBe(400);
      expect((await raw.json()).error.message, body).toMatch(
        /^The request body must be (JSON|a JSON object)\.$/,
      );
    }
    expect(await snapshot()).toEqual(before);
    const [stored] = await t.db.select().from(resume).where(eq(resume.id, doc.id));
    expect(stored?.name).toBe("Rows");
  });
});
