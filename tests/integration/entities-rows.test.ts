import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetter, experience } from "../../src/server/db/schema/index.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { type Client, createResume, paidUser as paidUserWith } from "./resumes-helpers.ts";

const newResume = (client: Client) => createResume(client, "Rows");
const paidUser = (t: TestApp) => paidUserWith(t, 10);

const EMPTY = {
  experiences: {
    company: "",
    role: "",
    start_date: "",
    end_date: "",
    still_working: false,
    company_address: "",
    responsibilities: "",
  },
  educations: {
    institution_name: "",
    degree: "",
    field_of_study: "",
    start_date: "",
    end_date: "",
    achievements: "",
  },
  projects: {
    name: "",
    url: "",
    description: "",
    technologies: "",
    start_date: "",
    end_date: "",
    organization: "",
  },
  certificates: { name: "", issuing_institution: "", date_issued: "", description: "" },
} as const;

describe.each(databaseDependentKinds())("child rows: /api/entity (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(Object.keys(EMPTY) as (keyof typeof EMPTY)[])(
    "%s: add an empty row last, fill it field by field, list, delete",
    async (type) => {
      const { client } = await paidUser(t);
      const doc = await newResume(client);
      const first = await client.json("/api/entity", { json: { type, resume_id: doc.id } });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(Number), order: 0, ...EMPTY[type] });
      const second = await client.json("/api/entity", { json: { type, resume_id: doc.id } });
      expect(second.body.order).toBe(1);

      const fields = Object.keys(EMPTY[type]);
      const sample: Record<string, unknown> = {
        start_date: "03/2021",
        end_date: "12/2023",
        date_issued: "01/2020",
        still_working: true,
        url: "https://example.com/project",
      };
      const filled: Record<string, unknown> = {};
      for (const field of fields) {
        const value = sample[field] ?? `${field} value`;
        const res = await client.json("/api/entity", {
          method: "PATCH",
          json: { type, id: first.body.id, [field]: value },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        filled[field] = value;
        // Only the field sent changes.
        expect(res.body).toEqual({ id: first.body.id, order: 0, ...EMPTY[type], ...filled });
      }

      const list = await client.json(`/api/entity?entity=${type}&resume_id=${doc.id}`);
      expect(list.status).toBe(200);
      expect(list.body.map((row: { id: number }) => row.id)).toEqual([first.body.id, second.body.id]);
      const item = await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`);
      expect(item.body[type]).toEqual(list.body);
      // Child rows do not move the resume's updated_at (it guards the resume's own fields).
      expect(item.body.updated_at).toBe(doc.updated_at);

      const removed = await client.json("/api/entity", {
        method: "DELETE",
        json: { type, id: first.body.id },
      });
      expect(removed.body).toEqual({ ok: true });
      const after = await client.json(`/api/entity?entity=${type}&resume_id=${doc.id}`);
      expect(after.body.map((row: { id: number }) => row.id)).toEqual([second.body.id]);
      const again = await client.json("/api/entity", { method: "DELETE", json: { type, id: first.body.id } });
      expect(again.status).toBe(404);
      // A new row still goes last.
      const third = await client.json("/api/entity", { json: { type, resume_id: doc.id } });
      expect(third.body.order).toBe(2);
    },
  );

  it("POST accepts fields and keeps the rest empty", async () => {
    const { client } = await paidUser(t);
    const doc = await newResume(client);
    const res = await client.json("/api/entity", {
      json: {
        type: "experiences",
        resume_id: doc.id,
        company: "  Acme  ",
        start_date: "01/2019",
        still_working: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ company: "Acme", start_date: "01/2019", still_working: true, role: "" });
  });

  it("concurrent adds to one list each get their own place at the end", async () => {
    const { client } = await paidUser(t);
    const doc = await newResume(client);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.json("/api/entity", { json: { type: "certificates", resume_id: doc.id, name: `C${i}` } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(answers.map((a) => a.body.order).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("reorder rewrites the order 0..n-1 and the document follows it", async () => {
    const { client } = await paidUser(t);
    const doc = await newResume(client);
    const ids: number[] = [];
    for (const company of ["A", "B", "C", "D"]) {
      ids.push(
        (await client.json("/api/entity", { json: { type: "experiences", resume_id: doc.id, company } })).body
          .id,
      );
    }
    const [a, b, c, d] = ids as [number, number, number, number];
    const res = await client.json("/api/entity/reorder", {
      json: { type: "experiences", resume_id: doc.id, ids: [c, a, d, b] },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((row: { company: string; order: number }) => [row.company, row.order])).toEqual([
      ["C", 0],
      ["A", 1],
      ["D", 2],
      ["B", 3],
    ]);
    const item = await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`);
    expect(item.body.experiences.map((e) => e.company)).toEqual(["C", "A", "D", "B"]);
  });

  it("reorder refuses ids that are not exactly that resume's rows of that type, changing nothing", async () => {
    const { client } = await paidUser(t);
    const doc = await newResume(client);
    const other = await newResume(client);
    const ids: number[] = [];
    for (const company of ["A", "B", "C"]) {
      ids.push(
        (await client.json("/api/entity", { json: { type: "experiences", resume_id: doc.id, company } })).body
          .id,
      );
    }
    const foreign = (await client.json("/api/entity", { json: { type: "experiences", resume_id: other.id } }))
      .body.id;
    const education = (await client.json("/api/entity", { json: { type: "educations", resume_id: doc.id } }))
      .body.id;
    const [a, b, c] = ids as [number, number, number];
    const before = await t.db.select().from(experience).where(eq(experience.resumeId, doc.id));
    for (const bad of [
      [a, b],
      [a, b, c, foreign],
      [a, b, foreign],
      [a, a, b, c],
      [a, b, b],
      [a, b, education],
      [],
    ]) {
      const res = await client.json("/api/entity/reorder", {
        json: { type: "experiences", resume_id: doc.id, ids: bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.message).toMatch(
        /ids must list each of this resume's experiences exactly once \(3 rows\)/,
      );
    }
    const wrongType = await client.json("/api/entity/reorder", {
      json: { type: "cover_letters", resume_id: doc.id, ids: [] },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toMatch(/cover letters have no order/);
    expect(await t.db.select().from(experience).where(eq(experience.resumeId, doc.id))).toEqual(before);
  });

  it("cover letters: create, list newest first, edit only the fields sent, delete", async () => {
    const { client, userId } = await paidUser(t);
    const doc = await newResume(client);
    const first = await client.json("/api/entity", { json: { type: "cover_letters", name: "For Acme" } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      resume_id: null,
      name: "For Acme",
      content: [],
      job_id: null,
      job_title: "",
      company: "",
      job_description: "",
      instructions: "",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await client.json("/api/entity", {
      json: { type: "cover_letters", name: "For Globex", resume_id: doc.id, content: ["Dear Globex"] },
    });
    expect(second.body).toMatchObject({ resume_id: doc.id, content: ["Dear Globex"] });
    const list = await client.json("/api/entity?entity=cover_letters");
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(["For Globex", "For Acme"]);

    const renamed = await client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: second.body.id, name: "Globex, v2" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Globex, v2", resume_id: doc.id, content: ["Dear Globex"] });
    const detached = await client.json("/api/entity", {
      method: "PATCH",
      json: { type: "cover_letters", id: second.body.id, resume_id: null, content: ["v2", "v1"] },
    });
    expect(detached.body).toMatchObject({ name: "Globex, v2", resume_id: null, content: ["v2", "v1"] });
    expect((await client.json("/api/cv/stats")).body.coverLetters).toBe(2);

    expect(
      (
        await client.json("/api/entity", {
          method: "DELETE",
          json: { type: "cover_letters", id: first.body.id },
        })
      ).status,
    ).toBe(200);
    const rows = await t.db.select().from(coverLetter).where(eq(coverLetter.userId, userId));
    expect(rows.map((r) => r.name)).toEqual(["Globex, v2"]);
  });

  it("deleting a resume keeps its cover letters (their resume_id becomes null)", async () => {
    const { client } = await paidUser(t);
    const doc = await newResume(client);
    const letter = await client.json("/api/entity", {
      json: { type: "cover_letters", name: "L", resume_id: doc.id },
    });
    await client.json("/api/cv/delete", { method: "DELETE", json: { id: doc.id } });
    const [row] = await t.db.select().from(coverLetter).where(eq(coverLetter.id, letter.body.id));
    expect(row?.resumeId).toBeNull();
  });

  it("a resume holds at most 50 rows of one type", async () => {
    const { client } = await paidUser(t);
    const doc = await newResume(client);
    await t.db
      .insert(experience)
      .values(Array.from({ length: 50 }, (_, order) => ({ resumeId: doc.id, order })));
    const res = await client.json("/api/entity", { json: { type: "experiences", resume_id: doc.id } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("A resume holds at most 50 experiences.");
    expect(await t.db.select().from(experience).where(eq(experience.resumeId, doc.id))).toHaveLength(50);
  });
});
