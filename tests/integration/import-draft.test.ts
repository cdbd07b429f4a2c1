import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportAnswer } from "../../src/shared/contracts/import-export.ts";
import { SHORT } from "../../src/shared/field-formats.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import type { ResumeDraft } from "../../src/shared/resume-draft.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { cvLeftOf, newUser, paidUser, resumesOf } from "./resumes-helpers.ts";

// POST /api/cv/import/draft: the review screen's "Create resume" sends the reviewed draft itself.
// It is mapped, fitted and stored by the same module function as a JSON Resume file
// (import-resume.ts), so the plan's rules, the write limit and ownership are the file import's.

const draft: ResumeDraft = {
  basics: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    url: "https://ada.dev",
    profiles: [{ network: "GitHub", url: "https://github.com/ada" }, { url: "https://blog.ada.dev" }],
  },
  work: [{ name: "Analytical Engines Ltd", position: "Analyst", startDate: "2019-03", highlights: ["Led"] }],
  projects: [
    {
      name: "Engine notes",
      entity: "Royal Society",
      description: "Notes on the engine.",
      highlights: ["Wrote the first program"],
      keywords: ["Punch cards", "Tables"],
    },
  ],
};

describe.each(databaseDependentKinds())("POST /api/cv/import/draft (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { WRITE_RATE_LIMIT_MAX: "6" } });
  });
  afterAll(() => t.close());

  it("creates the resume from the draft, every reviewed field kept, and uses one credit", async () => {
    const { client, userId } = await paidUser(t, 3);
    const created = await client.json<ImportAnswer>("/api/cv/import/draft", { json: draft });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: "Ada Lovelace", full_name: "Ada Lovelace" });
    expect(created.body.links).toEqual([
      { label: "Website", link: "https://ada.dev" },
      { label: "GitHub", link: "https://github.com/ada" },
      // A link the reader could not tie to a site is kept, named as a website.
      { label: "Website", link: "https://blog.ada.dev" },
    ]);
    expect(created.body.projects[0]).toMatchObject({
      organization: "Royal Society",
      description: "Notes on the engine.\n- Wrote the first program",
      technologies: "Punch cards, Tables",
    });
    expect(created.body.import_report.counts).toMatchObject({ work: 1, projects: 1, profiles: 2 });
    expect(await cvLeftOf(t, userId)).toBe(2);
  });

  it("answers as the file import does for the same draft sent as a JSON Resume", async () => {
    const { client } = await paidUser(t, 3);
    const byDraft = await client.json<ImportAnswer>("/api/cv/import/draft", { json: draft });
    const byFile = await client.json<ImportAnswer>("/api/cv/import", {
      json: { format: "json-resume", data: draft },
    });
    expect([byDraft.status, byFile.status]).toEqual([201, 201]);
    // Everything but the ids and times the two resumes cannot share.
    const content = ({ id: _, updated_at: __, ...rest }: ImportAnswer) => {
      const rows = (list: { id: number }[]) => list.map(({ id: _id, ...row }) => row);
      return {
        ...rest,
        experiences: rows(rest.experiences),
        educations: rows(rest.educations),
        projects: rows(rest.projects),
        certificates: rows(rest.certificates),
      };
    };
    expect(content(byDraft.body)).toEqual(content(byFile.body));
  });

  it("refuses a draft that is not one with a 400 naming the field, creating nothing", async () => {
    const { client, userId } = await paidUser(t, 3);
    const refusals: [unknown, RegExp][] = [
      [{ basics: { name: "x".repeat(SHORT + 1) } }, /^basics\.name: Use at most 200 characters\.$/],
      [{ basics: {}, work: [{ company: "Acme" }] }, /^Unknown field in work\.0: company\.$/],
      [{ basics: {}, skills: "SQL" }, /^skills: /],
      [{ work: [] }, /^basics: /],
      [["not", "a", "draft"], /^The request body must be a JSON object\.$/],
    ];
    for (const [body, message] of refusals) {
      const res = await client.json<{ error: { code: string; message: string } }>("/api/cv/import/draft", {
        json: body,
      });
      expect([res.status, res.body.error.code]).toEqual([400, "bad_request"]);
      expect(res.body.error.message).toMatch(message);
    }
    expect(await resumesOf(t, userId)).toHaveLength(0);
    expect(await cvLeftOf(t, userId)).toBe(3);
  });

  it("fills the free plan's untouched starter resume, then meets the paywall", async () => {
    const { client, userId } = await newUser(t);
    const [starter] = (await client.json("/api/cv/list")).body as { id: number }[];
    const filled = await client.json<ResumeDocument>("/api/cv/import/draft", { json: draft });
    expect(filled.status).toBe(201);
    expect([filled.body.id, filled.body.full_name]).toEqual([starter?.id, "Ada Lovelace"]);
    const again = await client.json<{ error: { details?: { reason?: string } } }>("/api/cv/import/draft", {
      json: draft,
    });
    expect(again.status).toBe(402);
    expect(await resumesOf(t, userId)).toHaveLength(1);
  });

  it("counts against the write limit", async () => {
    const { client } = await paidUser(t, 100);
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++)
      statuses.push(
        (await client.json("/api/cv/import/draft", { json: { basics: { name: `R${n}` } } })).status,
      );
    expect(statuses.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(statuses[6]).toBe(429);
  });
});
