import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import { createResume, paidUser } from "./resumes-helpers.ts";

// The 5xx answers the hostile-input fuzzing (hostile-fuzz-*.test.ts) found, one test each, so a
// regression shows by name rather than as a random counterexample.

describe.each(databaseDependentKinds())("hostile input the fuzzing found (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("refuses the NUL character, which PostgreSQL cannot store, naming the field", async () => {
    const { client } = await paidUser(t);
    const doc = await createResume(client, "Nul");
    const cases: [string, string, object, RegExp][] = [
      [
        "PATCH",
        "/api/cv/update",
        { id: doc.id, updated_at: doc.updated_at, summary: "a\u0000b" },
        /^summary: /,
      ],
      [
        "PATCH",
        "/api/cv/update",
        { id: doc.id, updated_at: doc.updated_at, skills: ["ok", "\u0000"] },
        /^skills\.1: /,
      ],
      ["POST", "/api/cv/create", { name: "\u0000" }, /^name: /],
      ["POST", "/api/jobs", { title: "Job\u0000" }, /^title: /],
      ["POST", "/api/entity", { type: "cover_letters", name: "L", content: ["x\u0000"] }, /^content\.0: /],
      [
        "POST",
        "/api/cv/import",
        { format: "json-resume", data: '{"basics":{"name":"A\\u0000"}}' },
        /^basics\.name: /,
      ],
      [
        "POST",
        "/api/feedback",
        { email: "a@example.com", message: "Hello there\u0000 friend" },
        /^message: /,
      ],
    ];
    for (const [method, path, json, where] of cases) {
      const res = await client.json(path, { method, json });
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(400);
      expect(res.body.error.message).toMatch(where);
      expect(res.body.error.message).toMatch(/Text cannot contain the NUL character/);
    }
    expect((await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`)).body.summary).toBe("");
  });

  it("stores a lone surrogate as U+FFFD, in text and JSON columns alike", async () => {
    const { client } = await paidUser(t);
    const doc = await createResume(client, "Surrogates");
    const res = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: {
        id: doc.id,
        updated_at: doc.updated_at,
        summary: "a\ud800b",
        skills: [{ name: "x\udfffy", keywords: ["x\udfffy"] }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary).toBe("a\ufffdb");
    expect(res.body.skills).toEqual([{ name: "x\ufffdy", keywords: ["x\ufffdy"] }]);
    const letter = await client.json("/api/entity", {
      json: { type: "cover_letters", name: "L", content: ["end\ud83d"] },
    });
    expect(letter.status).toBe(201);
    expect(letter.body.content).toEqual(["end\ufffd"]);
  });

  it("refuses an updated_at in year 0 (ISO, but not a time PostgreSQL holds)", async () => {
    const { client } = await paidUser(t);
    const doc = await createResume(client, "Year zero");
    for (const updated_at of ["0000-01-01T00:00:00Z", "0001-01-01T00:00:00+14:00"]) {
      const res = await client.json("/api/cv/update", { method: "PATCH", json: { id: doc.id, updated_at } });
      expect(res.status, updated_at).toBe(400);
      expect(res.body.error.message).toMatch(/updated_at must be the resume's updated_at/);
    }
    const revision = await client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: 1, updated_at: "0000-06-01T00:00:00Z" },
    });
    expect(revision.status).toBe(400);
  });

  it("keeps Better Auth's name and picture text, refuses bodies that are not objects and NUL in queries", async () => {
    const { client } = await signUpConfirmed(t);
    const cases: [unknown, string][] = [
      [{ name: { toString: [] } }, "INVALID_NAME"],
      [{ name: ["x"] }, "INVALID_NAME"],
      [{ name: 5 }, "INVALID_NAME"],
      [{ name: "x".repeat(201) }, "INVALID_NAME"],
      [{ name: "a\u0000" }, "INVALID_TEXT"],
      [{ image: { a: 1 } }, "INVALID_IMAGE"],
      [0, "VALIDATION_ERROR"],
      ["<script>alert(1)</script>", "VALIDATION_ERROR"],
      [null, "VALIDATION_ERROR"],
    ];
    for (const [json, code] of cases) {
      const res = await client.json("/api/auth/update-user", { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toMatchObject({ code, message: expect.stringMatching(/\S/) });
    }
    const named = await client.json("/api/auth/update-user", { json: { name: "<b>Ada</b> 👩🏽‍💻" } });
    expect(named.status).toBe(200);
    expect((await client.json("/api/auth/get-session")).body.user.name).toBe("<b>Ada</b> 👩🏽‍💻");

    const verify = await createClient(t).json("/api/auth/magic-link/verify?token=a%00b");
    expect(verify.status).toBe(400);
    expect(verify.body.message).toMatch(/^token: Text cannot contain the NUL character/);
  });
});
