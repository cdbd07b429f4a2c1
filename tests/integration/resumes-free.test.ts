import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resume } from "../../src/server/db/schema/index.ts";
import { UNLIMITED } from "../../src/shared/plans.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import {
  type Client,
  createResume as create,
  cvLeftOf,
  newUser,
  paidUser,
  resumesOf,
  setEntitlement,
} from "./resumes-helpers.ts";

/** A JSON Resume to import. */
const imported = {
  format: "json-resume",
  data: {
    basics: { name: "Ada Lovelace", email: "ada@example.com", summary: "Analyst of engines." },
    work: [{ name: "Analytical Engines Ltd", position: "Analyst", startDate: "2019-03" }],
  },
};

// Spec §1: the auto-created free resume, and the plan's limits switched off.
describe.each(databaseDependentKinds())("the free resume and BILLING=off (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe("the free resume", () => {
    it("GET /api/cv/list creates it once for a user who has not paid, named My resume, using the credit", async () => {
      const { client, userId } = await newUser(t);
      const first = await client.json("/api/cv/list");
      expect(first.status).toBe(200);
      expect(first.body).toEqual([
        {
          id: expect.any(Number),
          name: "My resume",
          desired_role: "",
          order: 0,
          updated_at: expect.any(String),
        },
      ]);
      const again = await client.json("/api/cv/list");
      expect(again.body).toEqual(first.body);
      const rows = await resumesOf(t, userId);
      expect(rows.map((row) => row.isFree)).toEqual([true]);
      expect(await cvLeftOf(t, userId)).toBe(0);
      expect((await client.json("/api/user")).body.cvLeft).toBe(0);
    });

    it("5 concurrent first calls create exactly one", async () => {
      const { client, userId } = await newUser(t);
      const answers = await Promise.all(Array.from({ length: 5 }, () => client.json("/api/cv/list")));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toHaveLength(1);
      }
      expect(await resumesOf(t, userId)).toHaveLength(1);
      expect(await cvLeftOf(t, userId)).toBe(0);
    });

    it("GET /api/cv/stats creates it too, and it is not created again after deletion", async () => {
      const { client, userId } = await newUser(t);
      const stats = await client.json("/api/cv/stats");
      expect(stats.status).toBe(200);
      expect(stats.body).toEqual({
        resumes: 1,
        coverLetters: 0,
        cvLeft: 0,
        generated: 0,
        lastUpdated: expect.any(String),
      });
      const [row] = await resumesOf(t, userId);
      expect(stats.body.lastUpdated).toBe(row?.updatedAt.toISOString());
      expect((await client.json("/api/cv/delete", { method: "DELETE", json: { id: row?.id } })).status).toBe(
        200,
      );
      expect((await client.json("/api/cv/list")).body).toEqual([]);
      expect((await client.json("/api/cv/stats")).body).toMatchObject({
        resumes: 0,
        cvLeft: 1,
        lastUpdated: null,
      });
    });

    it("paid users and subscribers get no free resume", async () => {
      const paid = await paidUser(t);
      const subscriber = await newUser(t);
      await setEntitlement(t, subscriber.userId, { subscriptionActive: true });
      for (const { client, userId } of [paid, subscriber]) {
        expect((await client.json("/api/cv/list")).body).toEqual([]);
        expect((await client.json("/api/cv/stats")).body.resumes).toBe(0);
        expect(await resumesOf(t, userId)).toHaveLength(0);
      }
      expect(await cvLeftOf(t, paid.userId)).toBe(5);
    });

    it("a free user who already spent the credit on a resume of their own gets no second one", async () => {
      const { client, userId } = await newUser(t);
      await create(client, "Mine");
      expect((await client.json("/api/cv/list")).body.map((r: { name: string }) => r.name)).toEqual(["Mine"]);
      expect(await resumesOf(t, userId)).toHaveLength(1);
    });
  });

  describe("importing on the free plan", () => {
    it("fills the untouched free resume instead of asking for a second one, and only one of two imports at once", async () => {
      const { client, userId } = await newUser(t);
      const [starter] = (await client.json("/api/cv/list")).body as { id: number }[];
      const answers = await Promise.all([1, 2].map(() => client.json("/api/cv/import", { json: imported })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402]);
      const filled = answers.find((answer) => answer.status === 201)?.body as ResumeDocument;
      expect(filled.id).toBe(starter?.id);
      expect(filled.full_name).toBe("Ada Lovelace");
      expect(filled.experiences.map((job) => job.company)).toEqual(["Analytical Engines Ltd"]);
      expect(await resumesOf(t, userId)).toHaveLength(1);
      expect(await cvLeftOf(t, userId)).toBe(0);
    });

    it("never replaces a free resume the user has written in: 402 and the resume unchanged", async () => {
      const { client } = await newUser(t);
      const [starter] = (await client.json("/api/cv/list")).body as { id: number }[];
      const current = (await client.json<ResumeDocument>(`/api/cv/item?id=${starter?.id}`)).body;
      const edited = await client.json("/api/cv/update", {
        method: "PATCH",
        json: { id: current.id, updated_at: current.updated_at, phone: "555 0100" },
      });
      expect(edited.status).toBe(200);
      const refused = await client.json<{ reason?: string }>("/api/cv/import", { json: imported });
      expect(refused.status).toBe(402);
      const after = (await client.json<ResumeDocument>(`/api/cv/item?id=${starter?.id}`)).body;
      expect(after.full_name).toBe("");
      expect(after.phone).toBe("555 0100");
    });
  });

  // Issue 31: deleting the starter used to leave a free user with no slot, for good.
  describe("deleting on the free plan", () => {
    const remove = (client: Client, id: number | undefined) =>
      client.json("/api/cv/delete", { method: "DELETE", json: { id } });
    const starterOf = async (client: Client) =>
      ((await client.json("/api/cv/list")).body as { id: number }[])[0]?.id;

    it("gives the slot back: an import after deleting the starter creates a resume", async () => {
      const { client, userId } = await newUser(t);
      expect((await remove(client, await starterOf(client))).status).toBe(200);
      expect(await cvLeftOf(t, userId)).toBe(1);
      const answer = await client.json<ResumeDocument>("/api/cv/import", { json: imported });
      expect(answer.status).toBe(201);
      expect(answer.body.full_name).toBe("Ada Lovelace");
      expect(await cvLeftOf(t, userId)).toBe(0);
      expect((await client.json("/api/cv/import", { json: imported })).status).toBe(402);
    });

    it("gives the slot back once: of two creates at once after the delete, one is refused", async () => {
      const { client, userId } = await newUser(t);
      const starter = await starterOf(client);
      const deletes = await Promise.all([remove(client, starter), remove(client, starter)]);
      expect(deletes.map((answer) => answer.status).sort()).toEqual([200, 404]);
      expect(await cvLeftOf(t, userId)).toBe(1);
      const creates = await Promise.all(
        ["One", "Two"].map((name) => client.json("/api/cv/create", { json: { name } })),
      );
      expect(creates.map((answer) => answer.status).sort()).toEqual([201, 402]);
      expect(await resumesOf(t, userId)).toHaveLength(1);
      expect(await cvLeftOf(t, userId)).toBe(0);
    });

    it("never above the free plan's one slot, nor for a resume over plan or on a paid plan", async () => {
      const free = await newUser(t);
      await setEntitlement(t, free.userId, { cvLeft: 0, freeResumeCreated: true });
      // Two resumes kept, as after a purchase that was refunded.
      for (const name of ["One", "Two"]) {
        await setEntitlement(t, free.userId, { cvLeft: 1 });
        await create(free.client, name);
      }
      for (const { id } of await resumesOf(t, free.userId)) {
        expect((await remove(free.client, id)).status).toBe(200);
      }
      expect(await cvLeftOf(t, free.userId)).toBe(1);

      // A resume merged in from a guest over plan used no credit, so it gives none back.
      const merged = await newUser(t);
      const mergedId = await starterOf(merged.client);
      await t.db.update(resume).set({ overPlan: true }).where(eq(resume.userId, merged.userId));
      expect((await remove(merged.client, mergedId)).status).toBe(200);
      expect(await cvLeftOf(t, merged.userId)).toBe(0);

      const paid = await paidUser(t, 2);
      const bought = await create(paid.client, "Bought");
      expect((await remove(paid.client, bought.id)).status).toBe(200);
      expect(await cvLeftOf(t, paid.userId)).toBe(1);
    });
  });

  describe("BILLING=off", () => {
    let off: TestApp;
    beforeAll(async () => {
      off = await createTestApp(kind, { env: { BILLING: "off" } });
    });
    afterAll(() => off.close());

    it("creates without counting, past the free plan's one resume", async () => {
      const { client, userId } = await newUser(off);
      await setEntitlement(off, userId, { cvLeft: 0, freeResumeCreated: true });
      for (const name of ["One", "Two", "Three"]) await create(client, name);
      const copy = await client.json("/api/cv/duplicate", {
        json: { id: (await resumesOf(off, userId))[0]?.id },
      });
      expect(copy.status).toBe(201);
      expect(await resumesOf(off, userId)).toHaveLength(4);
      expect(await cvLeftOf(off, userId)).toBe(0);
      expect((await client.json("/api/cv/stats")).body).toMatchObject({ resumes: 4, cvLeft: UNLIMITED });
    });
  });
});
