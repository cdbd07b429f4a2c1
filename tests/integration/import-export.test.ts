import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement, resume } from "../../src/server/db/schema/index.ts";
import { resumeDocument } from "../../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../fixtures/fixture-path.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));

/** A fresh anonymous user holding `credits` resumes to create. */
async function userWithCredits(t: TestApp, credits: number) {
  const client = createClient(t);
  const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
  expect(signIn.status).toBe(200);
  const userId: string = signIn.body.user.id;
  expect((await client.json("/api/user")).status).toBe(200);
  await t.db.update(entitlement).set({ cvLeft: credits }).where(eq(entitlement.userId, userId));
  return { client, userId };
}

async function state(t: TestApp, userId: string) {
  const [resumes] = await t.db.select({ n: count() }).from(resume).where(eq(resume.userId, userId));
  const [plan] = await t.db.select().from(entitlement).where(eq(entitlement.userId, userId));
  return { resumes: resumes?.n, cvLeft: plan?.cvLeft };
}

describe.each(testDatabaseKinds())("import and export (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("imports the JSON Resume sample, uses one credit, and exports every shared field back", async () => {
    const { client, userId } = await userWithCredits(t, 3);
    const imported = await client.json("/api/cv/import", { json: { format: "json-resume", data: sample } });
    expect(imported.status).toBe(201);
    const doc = resumeDocument.parse(imported.body);
    expect(doc).toMatchObject({
      name: "Richard Hendriks",
      full_name: "Richard Hendriks",
      // basics.label is the person's own headline, not a role they are aiming for (issue 33).
      headline: "Programmer",
      desired_role: "",
    });
    expect(doc.experiences.map((row) => [row.company, row.order])).toEqual([["Pied Piper", 0]]);
    expect(doc.sections.map((section) => section.type)).toEqual([
      "awards",
      "publications",
      "volunteering",
      "references",
    ]);
    expect(await state(t, userId)).toEqual({ resumes: 1, cvLeft: 2 });

    const res = await client.request(`/api/cv/export?id=${doc.id}&format=json-resume`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="richard-hendriks.resume.json"',
    );
    const exported = await res.json();
    for (const field of ["name", "label", "email", "phone", "url", "summary"]) {
      expect(exported.basics[field], `basics.${field}`).toBe(sample.basics[field]);
    }
    expect(exported.basics.location.address).toBe(
      "2712 Broadway St, San Francisco, California, CA 94115, US",
    );
    expect(exported.basics.profiles[1]).toEqual(sample.basics.profiles[1]);
    const [job, source] = [exported.work[0], sample.work[0]];
    for (const field of ["name", "position", "location", "summary", "highlights"]) {
      expect(job[field], `work[0].${field}`).toEqual(source[field]);
    }
    expect([job.startDate, job.endDate]).toEqual(["2013-12", "2014-12"]);
    const [school, sourceSchool] = [exported.education[0], sample.education[0]];
    for (const field of ["institution", "area", "studyType", "score", "courses"]) {
      expect(school[field], `education[0].${field}`).toEqual(sourceSchool[field]);
    }
    const [project, sourceProject] = [exported.projects[0], sample.projects[0]];
    for (const field of ["name", "description", "highlights", "keywords", "entity"]) {
      expect(project[field], `projects[0].${field}`).toEqual(sourceProject[field]);
    }
    expect(project.url).toBe("https://missdirection.example.com");
    expect(exported.skills).toEqual(sample.skills.map(({ name, keywords }: any) => ({ name, keywords })));
    expect(exported.languages).toEqual(sample.languages);
    expect(exported.interests).toEqual(sample.interests);
    expect(exported.awards).toEqual([{ ...sample.awards[0], date: "2014-11" }]);
    expect(exported.publications).toEqual([{ ...sample.publications[0], releaseDate: "2014-10" }]);
    expect(exported.volunteer).toEqual([
      { ...sample.volunteer[0], startDate: "2012-01", endDate: "2013-01" },
    ]);
    expect(exported.references).toEqual(sample.references);
  });

  it("round-trips the native format exactly", async () => {
    const { client } = await userWithCredits(t, 5);
    const first = await client.json("/api/cv/import", { json: { format: "json-resume", data: sample } });
    expect(first.status).toBe(201);
    // Fields JSON Resume does not have travel in the native format.
    const patched = await client.json("/api/cv/update", {
      method: "PATCH",
      json: {
        id: first.body.id,
        updated_at: first.body.updated_at,
        years_experience: 7,
        job_posting: "Senior compression engineer",
        user_instructions: "Keep it short.",
        free_generated: true,
      },
    });
    expect(patched.status).toBe(200);
    const exportNative = async (id: number) => {
      const res = await client.request(`/api/cv/export?id=${id}&format=native`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="[a-z0-9-]+\.resume-builder\.json"$/,
      );
      return res.json();
    };
    const file = await exportNative(first.body.id);
    expect(file).toMatchObject({ format: "resume-builder", version: 1 });
    expect(JSON.stringify(file)).not.toMatch(/"(id|user_id|updated_at|image_name|order)"/);

    const second = await client.json("/api/cv/import", { json: { format: "native", data: file } });
    expect(second.status).toBe(201);
    expect(await exportNative(second.body.id)).toEqual(file);
    const strip = ({ id, updated_at, order, import_report, ...rest }: any) => ({
      ...rest,
      experiences: rest.experiences.map(({ id: _i, ...row }: any) => row),
      educations: rest.educations.map(({ id: _i, ...row }: any) => row),
      projects: rest.projects.map(({ id: _i, ...row }: any) => row),
      certificates: rest.certificates.map(({ id: _i, ...row }: any) => row),
    });
    expect(strip(second.body)).toEqual(strip(patched.body));
    expect(second.body).toMatchObject({ years_experience: 7, job_posting: "Senior compression engineer" });
  });

  it("accepts the file as text too", async () => {
    const { client } = await userWithCredits(t, 1);
    const res = await client.json("/api/cv/import", {
      json: { format: "json-resume", data: JSON.stringify(sample) },
    });
    expect(res.status).toBe(201);
    expect(res.body.full_name).toBe("Richard Hendriks");
  });

  it("keeps a file with impossible dates and unsafe links, minus those values", async () => {
    const { client } = await userWithCredits(t, 1);
    const res = await client.json("/api/cv/import", {
      json: {
        format: "json-resume",
        data: {
          basics: {
            name: "Mallory",
            url: "javascript:alert(1)",
            profiles: [
              { network: "GitHub", username: "mallory", url: "javascript:alert(2)" },
              { network: "Other", username: "m", url: "JAVASCRIPT:alert(3)" },
            ],
          },
          work: [{ name: "A", startDate: "yesterday", endDate: "2020-99-01" }],
          projects: [{ name: "P", url: "javascript:alert(4)" }],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.links).toEqual([{ label: "GitHub", link: "https://github.com/mallory" }]);
    expect(res.body.experiences[0]).toMatchObject({ start_date: "", end_date: "", still_working: false });
    expect(res.body.projects[0].url).toBe("");
    expect(JSON.stringify(res.body).toLowerCase()).not.toContain("javascript:");
  });

  it("never refuses a JSON Resume for length: keeps each value up to its limit and reports it", async () => {
    const { client, userId } = await userWithCredits(t, 1);
    const keywords = Array.from({ length: 70 }, (_, i) => `Keyword number ${i + 1}`);
    const bullet = "Shipped the thing. ".repeat(600).trim();
    const res = await client.json("/api/cv/import", {
      json: {
        format: "json-resume",
        data: {
          basics: { name: "Ada Lovelace", summary: "Analyst." },
          work: Array.from({ length: 55 }, (_, i) => ({ name: `Firm ${i + 1}`, highlights: [bullet] })),
          // Cut at 200 UTF-16 units, this would end inside an emoji's surrogate pair.
          skills: [{ name: "Tools", keywords }, { name: "Plain" }, { name: `a${"\u{1F600}".repeat(150)}` }],
          publications: [{ name: "On engines" }, { name: "Notes" }],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(await state(t, userId)).toEqual({ resumes: 1, cvLeft: 0 });
    // The answer is still the resume, with the report beside it.
    expect(res.body.full_name).toBe("Ada Lovelace");
    expect(res.body.experiences).toHaveLength(50);
    // Plain skills are the unnamed group, first; a group keeps its first 60 keywords.
    expect(res.body.skills).toEqual([
      { name: "", keywords: ["Plain", `a${"\u{1F600}".repeat(99)}`] },
      { name: "Tools", keywords: keywords.slice(0, 60) },
    ]);
    expect(res.body.sections).toEqual([expect.objectContaining({ type: "publications" })]);
    expect(res.body.experiences[0].responsibilities.length).toBeLessThanOrEqual(10_000);
    expect(res.body.experiences[0].responsibilities).toMatch(/thing\.$/);
    const report = res.body.import_report;
    expect(report.counts).toMatchObject({ work: 50, skills: 72, skillGroups: 1, publications: 2 });
    expect(report.shortened).toContainEqual({ field: "skills[0].keywords[1]", from: 301, to: 199 });
    expect(report.shortened).toContainEqual(
      expect.objectContaining({ field: "experiences[0].responsibilities", from: bullet.length + 2 }),
    );
    expect(report.leftOut).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "work", count: 5 }),
        expect.objectContaining({ field: "skills[1].keywords", count: 10 }),
      ]),
    );
  });

  describe("a bad file creates nothing and uses no credit", () => {
    const nativeWith = (resumePart: object) => ({
      format: "resume-builder",
      version: 1,
      resume: { name: "R", ...resumePart },
    });
    it.each([
      ["text that is not JSON", { format: "json-resume", data: "{ not json" }, /not valid JSON/],
      ["a list", { format: "json-resume", data: [sample] }, /not a JSON Resume: it must be a JSON object/],
      ["a number", { format: "json-resume", data: 42 }, /must be a JSON object/],
      [
        "basics of the wrong type",
        { format: "json-resume", data: { basics: ["Richard"] } },
        /basics must be an object/,
      ],
      [
        "work that is not a list",
        { format: "json-resume", data: { work: "Pied Piper" } },
        /work must be a list/,
      ],
      ["no JSON Resume section", { format: "json-resume", data: { title: "CV" } }, /none of the sections/],
      ["no data", { format: "json-resume" }, /data/],
      ["an unknown format", { format: "pdf", data: sample }, /format must be one of: json-resume, native/],
      [
        "a JSON Resume sent as native",
        { format: "native", data: sample },
        /not a resume-builder export: format must be "resume-builder"/,
      ],
      [
        "a native file of another version",
        { format: "native", data: { ...nativeWith({}), version: 2 } },
        /version must be 1/,
      ],
      [
        "a native date like yesterday",
        { format: "native", data: nativeWith({ experiences: [{ company: "A", start_date: "yesterday" }] }) },
        /resume\.experiences\[0\]\.start_date: Use MM\/YYYY \(for example 03\/2021\) or the year alone/,
      ],
      [
        "a native javascript: link",
        { format: "native", data: nativeWith({ links: [{ label: "x", link: "javascript:alert(1)" }] }) },
        /resume\.links\[0\]\.link: Links must start with/,
      ],
    ])("%s -> 400", async (_name, payload, message) => {
      const { client, userId } = await userWithCredits(t, 1);
      const res = await client.json("/api/cv/import", { json: payload });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
      expect(res.body.error.message).toMatch(message);
      expect(await state(t, userId)).toEqual({ resumes: 0, cvLeft: 1 });
    });

    it("a body that is not JSON -> 400", async () => {
      const { client, userId } = await userWithCredits(t, 1);
      const res = await client.json("/api/cv/import", {
        method: "POST",
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(400);
      expect(await state(t, userId)).toEqual({ resumes: 0, cvLeft: 1 });
    });

    it("a 5 MB file -> 413", async () => {
      const { client, userId } = await userWithCredits(t, 1);
      const res = await client.json("/api/cv/import", {
        json: { format: "json-resume", data: { basics: { summary: "x".repeat(5 * 1024 * 1024) } } },
      });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe("payload_too_large");
      expect(await state(t, userId)).toEqual({ resumes: 0, cvLeft: 1 });
    });
  });

  it("refuses an import with no credit left (402 cvCreate) and creates nothing", async () => {
    const { client, userId } = await userWithCredits(t, 0);
    const res = await client.json("/api/cv/import", { json: { format: "json-resume", data: sample } });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: "payment_required", details: { reason: "cvCreate" } });
    expect(await state(t, userId)).toEqual({ resumes: 0, cvLeft: 0 });
  });

  describe("export", () => {
    it("answers 404 for another user's resume and for a missing one", async () => {
      const owner = await userWithCredits(t, 1);
      const other = await userWithCredits(t, 0);
      const { body } = await owner.client.json("/api/cv/import", {
        json: { format: "json-resume", data: sample },
      });
      for (const format of ["json-resume", "native"]) {
        const res = await other.client.json(`/api/cv/export?id=${body.id}&format=${format}`);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
      expect((await owner.client.json("/api/cv/export?id=999999")).status).toBe(404);
    });

    it("defaults to JSON Resume, refuses unknown formats and bad ids with 400", async () => {
      const { client } = await userWithCredits(t, 1);
      const { body } = await client.json("/api/cv/create", { json: { name: 'Ünïcode / "quoted" name' } });
      const plain = await client.request(`/api/cv/export?id=${body.id}`);
      expect(plain.status).toBe(200);
      expect(plain.headers.get("content-disposition")).toBe(
        'attachment; filename="unicode-quoted-name.resume.json"',
      );
      expect((await plain.json()).$schema).toMatch(/jsonresume/);
      expect((await client.json(`/api/cv/export?id=${body.id}&format=docx`)).status).toBe(400);
      expect((await client.json("/api/cv/export?id=abc")).status).toBe(400);
      expect((await createClient(t).json(`/api/cv/export?id=${body.id}`)).status).toBe(401);
    });
  });
});
