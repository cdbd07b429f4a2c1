import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { createResume as create, cvLeftOf, paidUser, resumesOf, sendRaw } from "./resumes-helpers.ts";

describe.each(testDatabaseKinds())("resumes: bad input (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe("invalid payloads", () => {
    it("answer 400 with a message naming what is wrong, and change nothing", async () => {
      const { client, userId } = await paidUser(t, 3);
      const doc = await create(client, "Kept");
      const update = (fields: Record<string, unknown>) => ({
        method: "PATCH",
        json: { id: doc.id, updated_at: doc.updated_at, ...fields },
      });
      const cases: [string, { method?: string; json?: unknown }, RegExp][] = [
        ["/api/cv/create", { json: {} }, /^name: /],
        ["/api/cv/create", { json: { name: "" } }, /Give the resume a name/],
        ["/api/cv/create", { json: { name: "   " } }, /Give the resume a name/],
        ["/api/cv/create", { json: { name: 42 } }, /name: Invalid input: expected string/],
        ["/api/cv/create", { json: { name: "x".repeat(5000) } }, /name: Use at most 200 characters/],
        ["/api/cv/create", { json: { name: "A", full_name: "B" } }, /^Unknown field: full_name\.$/],
        ["/api/cv/duplicate", { json: { id: "abc" } }, /^id must be a number\.$/],
        ["/api/cv/duplicate", { json: {} }, /^id must be a number\.$/],
        ["/api/cv/delete", { method: "DELETE", json: { id: 1.5 } }, /^id must be a whole number\.$/],
        ["/api/cv/delete", { method: "DELETE", json: { id: 0 } }, /^id must be positive\.$/],
        ["/api/cv/update", update({ full_name: 12 }), /full_name: Invalid input: expected string/],
        ["/api/cv/update", update({ nickname: "x", colour: "red" }), /^Unknown fields: nickname, colour\.$/],
        ["/api/cv/update", update({ user_id: "someone-else" }), /Unknown field: user_id/],
        ["/api/cv/update", update({ is_free: true }), /Unknown field: is_free/],
        ["/api/cv/update", update({ image_name: "x.webp" }), /Unknown field: image_name/],
        [
          "/api/cv/update",
          update({ links: [{ label: "Me", link: "javascript:alert(1)" }] }),
          /links\.0\.link: Links must start with http/,
        ],
        [
          "/api/cv/update",
          update({ links: [{ label: "Me", link: "data:text/html,hi" }] }),
          /Links must start with http/,
        ],
        ["/api/cv/update", update({ email: "not-an-email" }), /email: Enter a valid email address/],
        ["/api/cv/update", update({ years_experience: -1 }), /years_experience/],
        ["/api/cv/update", update({ years_experience: "5" }), /years_experience/],
        ["/api/cv/update", update({ skills: "TypeScript" }), /skills/],
        ["/api/cv/update", update({ summary: "x".repeat(10_001) }), /summary: Use at most 10000 characters/],
        ["/api/cv/update", update({ languages: [{ language: "English" }] }), /languages\.0\.level/],
        ["/api/cv/update", update({ name: "" }), /Give the resume a name/],
        ["/api/cv/update", update({ free_generated: "yes" }), /free_generated/],
        ["/api/cv/update", { method: "PATCH", json: { id: doc.id, summary: "x" } }, /updated_at/],
        [
          "/api/cv/update",
          { method: "PATCH", json: { id: doc.id, updated_at: "yesterday" } },
          /updated_at must be the resume's updated_at/,
        ],
        [
          "/api/cv/update",
          { method: "PATCH", json: { id: "1", updated_at: doc.updated_at } },
          /id must be a number/,
        ],
        ["/api/cv/item?id=abc", {}, /^id must be a positive whole number\.$/],
        ["/api/cv/item?id=", {}, /^id must be a positive whole number\.$/],
        ["/api/cv/item", {}, /^id must be a positive whole number\.$/],
        ["/api/cv/item?id=-3", {}, /^id must be a positive whole number\.$/],
        ["/api/cv/item?id=1.5", {}, /^id must be a positive whole number\.$/],
        ["/api/cv/item?id=99999999999", {}, /^id must be a positive whole number\.$/],
      ];
      const before = { rows: await resumesOf(t, userId), cvLeft: await cvLeftOf(t, userId) };
      for (const [path, init, message] of cases) {
        const res = await client.json(path, init);
        const label = `${path} ${JSON.stringify(init.json ?? "").slice(0, 100)}`;
        expect(res.status, label).toBe(400);
        expect(res.body.error.code, label).toBe("bad_request");
        expect(res.body.error.message, label).toMatch(message);
      }
      const named = await client.json("/api/cv/update", update({ email: "nope", years_experience: 200 }));
      expect(named.body.error.details.issues).toHaveLength(2);
      expect(named.body.error.details.issues).toContainEqual({
        path: "email",
        message: "email: Enter a valid email address.",
      });
      expect(named.body.error.details.issues).toContainEqual({
        path: "years_experience",
        message: expect.stringMatching(/^years_experience: /),
      });
      const broken = await sendRaw(t, client, "PATCH", "/api/cv/update", '{"id": ');
      expect(broken.status).toBe(400);
      expect((await broken.json()).error.message).toBe("The request body must be JSON.");
      expect({ rows: await resumesOf(t, userId), cvLeft: await cvLeftOf(t, userId) }).toEqual(before);
    });

    it("a missing resume answers 404 on item, update, duplicate and delete", async () => {
      const { client } = await paidUser(t);
      const doc = await create(client);
      await client.json("/api/cv/delete", { method: "DELETE", json: { id: doc.id } });
      for (const [path, init] of [
        [`/api/cv/item?id=${doc.id}`, {}],
        ["/api/cv/update", { method: "PATCH", json: { id: doc.id, updated_at: doc.updated_at, name: "x" } }],
        ["/api/cv/duplicate", { json: { id: doc.id } }],
        ["/api/cv/delete", { method: "DELETE", json: { id: doc.id } }],
      ] as const) {
        const res = await client.json(path, init);
        expect(res.status, path).toBe(404);
        expect(res.body.error.message).toBe("This resume does not exist or is not yours.");
      }
    });
  });
});
