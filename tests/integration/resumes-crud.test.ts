import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resume } from "../../src/server/db/schema/index.ts";
import { UNLIMITED } from "../../src/shared/plans.ts";
import { type ResumeDocument, resumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import {
  createResume as create,
  cvLeftOf,
  newUser,
  paidUser,
  resumesOf,
  setEntitlement,
} from "./resumes-helpers.ts";

const AWARD_SECTION = {
  type: "awards",
  title: "",
  entries: [
    { title: "Best paper", subtitle: "ACM", start_date: "05/2020", end_date: "", url: "", description: "" },
  ],
};

describe.each(databaseDependentKinds())("resumes (%s)", (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "resumes-crud-"));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe("create", () => {
    it("answers 201 with the new document and uses one credit", async () => {
      const { client, userId } = await paidUser(t, 3);
      const doc = await create(client, "  Data engineer  ");
      expect(resumeDocument.parse(doc)).toEqual(doc);
      expect(doc).toMatchObject({
        name: "Data engineer",
        user_id: userId,
        full_name: "",
        skills: [],
        languages: [],
        experiences: [],
        image_name: null,
        free_generated: false,
        file_generated: false,
      });
      expect(new Date(doc.updated_at).toISOString()).toBe(doc.updated_at);
      expect(await cvLeftOf(t, userId)).toBe(2);
      expect((await client.json(`/api/cv/item?id=${doc.id}`)).body).toEqual(doc);
    });

    it("20 concurrent creates with cvLeft = 2 create exactly 2; the rest answer 402 cvCreate", async () => {
      const { client, userId } = await paidUser(t, 2);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => client.json("/api/cv/create", { json: { name: `R${i}` } })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 402)).toHaveLength(18);
      const refused = answers.find((a) => a.status === 402);
      expect(refused?.body.error).toEqual({
        code: "payment_required",
        message: expect.stringMatching(/no resumes left/i),
        details: { reason: "cvCreate" },
      });
      expect(await resumesOf(t, userId)).toHaveLength(2);
      expect(await cvLeftOf(t, userId)).toBe(0);
    });

    it("a subscriber creates without using credits", async () => {
      const { client, userId } = await newUser(t);
      await setEntitlement(t, userId, { subscriptionActive: true, cvLeft: 0 });
      await create(client);
      await create(client);
      expect(await cvLeftOf(t, userId)).toBe(0);
      expect(await resumesOf(t, userId)).toHaveLength(2);
      expect((await client.json("/api/cv/stats")).body).toMatchObject({ resumes: 2, cvLeft: UNLIMITED });
    });

    it("a user with no entitlement row yet gets the free plan's one credit", async () => {
      const { client, userId } = await newUser(t);
      await create(client);
      expect(await cvLeftOf(t, userId)).toBe(0);
      const second = await client.json("/api/cv/create", { json: { name: "Two" } });
      expect(second.status).toBe(402);
      expect(await resumesOf(t, userId)).toHaveLength(1);
    });
  });

  describe("update", () => {
    it("writes only the fields sent, cleans languages and links, and moves updated_at forward", async () => {
      const { client, userId } = await paidUser(t);
      const doc = await create(client);
      const res = await client.json<ResumeDocument>("/api/cv/update", {
        method: "PATCH",
        json: {
          id: doc.id,
          updated_at: doc.updated_at,
          full_name: "Ada Lovelace",
          years_experience: 7,
          skills: [{ name: "Languages", keywords: ["TypeScript", "SQL"] }],
          sections: [AWARD_SECTION],
          languages: [
            { language: "English", level: "Native" },
            { language: "French", level: "" },
          ],
          links: [
            { label: "Site", link: "https://ada.example.com" },
            { label: "", link: "https://x.example.com" },
            { label: "Mail", link: "mailto:ada@example.com" },
          ],
          free_generated: true,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        name: "Engineer",
        full_name: "Ada Lovelace",
        years_experience: 7,
        skills: [{ name: "Languages", keywords: ["TypeScript", "SQL"] }],
        sections: [AWARD_SECTION],
        languages: [{ language: "English", level: "Native" }],
        links: [
          { label: "Site", link: "https://ada.example.com" },
          { label: "Mail", link: "mailto:ada@example.com" },
        ],
        free_generated: true,
      });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(doc.updated_at));
      const [stored] = await resumesOf(t, userId);
      expect(stored?.languages).toEqual([{ language: "English", level: "Native" }]);
      expect((await client.json(`/api/cv/item?id=${doc.id}`)).body).toEqual(res.body);
    });

    it("successive updates with the returned updated_at all succeed, even within one millisecond", async () => {
      const { client } = await paidUser(t);
      let doc = await create(client);
      const seen = new Set([doc.updated_at]);
      for (let i = 0; i < 5; i++) {
        const res = await client.json<ResumeDocument>("/api/cv/update", {
          method: "PATCH",
          json: { id: doc.id, updated_at: doc.updated_at, summary: `v${i}` },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(seen.has(res.body.updated_at)).toBe(false);
        seen.add(res.body.updated_at);
        doc = res.body;
      }
      expect(doc.summary).toBe("v4");
    });

    it("two concurrent writes from the same updated_at: exactly one wins, the other gets 409", async () => {
      const { client } = await paidUser(t);
      const doc = await create(client);
      const answers = await Promise.all(
        ["tab A", "tab B"].map((summary) =>
          client.json("/api/cv/update", {
            method: "PATCH",
            json: { id: doc.id, updated_at: doc.updated_at, summary },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)?.body as ResumeDocument;
      const loser = answers.find((a) => a.status === 409);
      expect(loser?.body.error.details.current).toEqual(winner);
      expect((await client.json(`/api/cv/item?id=${doc.id}`)).body.summary).toBe(winner.summary);
    });

    it("a stale updated_at answers 409 with the current document and writes nothing", async () => {
      const { client, userId } = await paidUser(t);
      const doc = await create(client);
      const first = await client.json<ResumeDocument>("/api/cv/update", {
        method: "PATCH",
        json: { id: doc.id, updated_at: doc.updated_at, summary: "from tab A" },
      });
      expect(first.status).toBe(200);
      const before = await resumesOf(t, userId);
      const stale = await client.json("/api/cv/update", {
        method: "PATCH",
        json: { id: doc.id, updated_at: doc.updated_at, summary: "from tab B" },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe("conflict");
      expect(stale.body.error.message).toMatch(/changed elsewhere/);
      expect(stale.body.error.details.current).toEqual(first.body);
      expect(await resumesOf(t, userId)).toEqual(before);
    });
  });

  describe("duplicate", () => {
    it("copies every field and child row (new ids, same order) as '<name> (copy)' and uses a credit", async () => {
      const { client, userId } = await paidUser(t, 3);
      const doc = await create(client, "Original");
      const updated = await client.json<ResumeDocument>("/api/cv/update", {
        method: "PATCH",
        json: {
          id: doc.id,
          updated_at: doc.updated_at,
          desired_role: "CTO",
          skills: ["Go"],
          free_generated: true,
        },
      });
      for (const company of ["A", "B", "C"]) {
        const row = await client.json("/api/entity", {
          json: { type: "experiences", resume_id: doc.id, company },
        });
        expect(row.status).toBe(201);
      }
      await client.json("/api/entity", { json: { type: "educations", resume_id: doc.id, degree: "BSc" } });
      const original = (await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`)).body;
      await client.json("/api/entity/reorder", {
        json: {
          type: "experiences",
          resume_id: doc.id,
          ids: [...original.experiences.map((e) => e.id)].reverse(),
        },
      });
      const source = (await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`)).body;
      expect(source.experiences.map((e) => e.company)).toEqual(["C", "B", "A"]);

      const copy = await client.json<ResumeDocument>("/api/cv/duplicate", { json: { id: doc.id } });
      expect(copy.status).toBe(201);
      expect(copy.body.id).not.toBe(doc.id);
      expect(copy.body.name).toBe("Original (copy)");
      // Skills sent as plain strings (older clients) are stored as the unnamed group.
      expect(copy.body).toMatchObject({
        desired_role: "CTO",
        skills: [{ name: "", keywords: ["Go"] }],
        free_generated: true,
      });
      expect(copy.body.experiences.map((e) => e.company)).toEqual(["C", "B", "A"]);
      expect(copy.body.educations.map((e) => e.degree)).toEqual(["BSc"]);
      const sourceIds = new Set(source.experiences.map((e) => e.id));
      expect(copy.body.experiences.some((e) => sourceIds.has(e.id))).toBe(false);
      expect(updated.status).toBe(200);
      expect(await cvLeftOf(t, userId)).toBe(1);
      const rows = await resumesOf(t, userId);
      expect(rows.map((r) => r.isFree)).toEqual([false, false]);
      // The original is untouched.
      expect((await client.json(`/api/cv/item?id=${doc.id}`)).body).toEqual(source);
    });

    it("answers 402 cvCreate when no credit is left, creating nothing", async () => {
      const { client, userId } = await paidUser(t, 1);
      const doc = await create(client);
      const res = await client.json("/api/cv/duplicate", { json: { id: doc.id } });
      expect(res.status).toBe(402);
      expect(res.body.error.details).toEqual({ reason: "cvCreate" });
      expect(await resumesOf(t, userId)).toHaveLength(1);
    });
  });

  describe("list, item and delete", () => {
    it("lists the user's resumes by order then id, with name, role and time", async () => {
      const { client } = await paidUser(t);
      const a = await create(client, "A");
      const b = await create(client, "B");
      await t.db.update(resume).set({ order: -1 }).where(eq(resume.id, b.id));
      const list = await client.json("/api/cv/list");
      expect(list.body.map((r: { name: string }) => r.name)).toEqual(["B", "A"]);
      expect(list.body[1]).toEqual({
        id: a.id,
        name: "A",
        desired_role: "",
        order: 0,
        updated_at: a.updated_at,
      });
    });

    it("deletes a resume with its rows; a second delete answers 404 with a message", async () => {
      const { client, userId } = await paidUser(t);
      const doc = await create(client);
      await client.json("/api/entity", { json: { type: "projects", resume_id: doc.id, name: "P" } });
      const res = await client.json("/api/cv/delete", { method: "DELETE", json: { id: doc.id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect(await resumesOf(t, userId)).toHaveLength(0);
      const again = await client.json("/api/cv/delete", { method: "DELETE", json: { id: doc.id } });
      expect(again.status).toBe(404);
      expect(again.body.error).toEqual({
        code: "not_found",
        message: "This resume does not exist or is not yours.",
      });
      expect((await client.json(`/api/cv/item?id=${doc.id}`)).status).toBe(404);
      expect((await client.json(`/api/entity?entity=projects&resume_id=${doc.id}`)).status).toBe(404);
    });

    it("deleting a resume removes its photo files and leaves the user's other resumes' files", async () => {
      const { client, userId } = await paidUser(t);
      const doomed = await create(client, "Doomed");
      const kept = await create(client, "Kept");
      const folder = (id: number) => join(dataDir, "uploads", userId, String(id));
      for (const id of [doomed.id, kept.id]) {
        await mkdir(folder(id), { recursive: true });
        await writeFile(join(folder(id), "photo-96.webp"), "x");
      }
      expect(
        (await client.json("/api/cv/delete", { method: "DELETE", json: { id: doomed.id } })).status,
      ).toBe(200);
      expect(existsSync(folder(doomed.id))).toBe(false);
      expect(existsSync(join(folder(kept.id), "photo-96.webp"))).toBe(true);
    });
  });
});
