import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement } from "../../src/server/db/schema/index.ts";
import { describeImportReport, type ImportReport } from "../../src/shared/import-report.ts";
import { resumeDocument } from "../../src/shared/resume.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

// Issue 12: every real resume of the shared corpus (../shared/corpus beside the project, in CI
// too; never copied into the repository) imports through the real endpoint: an import never
// fails for length, and the report says what was shortened or left out.

const CORPUS = path.resolve(process.cwd(), "../shared/corpus/resumes");
const files = existsSync(CORPUS)
  ? readdirSync(CORPUS)
      .filter((name) => name.endsWith(".resume.json"))
      .sort()
  : [];

if (!files.length) {
  if (process.env.CI) {
    throw new Error(`The resume corpus is missing: expected JSON Resume files in ${CORPUS} (see issue 12).`);
  }
  console.warn(`Skipping the corpus import test: no resumes in ${CORPUS}.`);
}

describe.skipIf(!files.length).each(testDatabaseKinds())("import of every corpus resume (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("has the 16 resumes", () => {
    expect(files).toHaveLength(16);
  });

  it.each(files)("%s imports with 201 and a report of what was shortened", async (file) => {
    const data = JSON.parse(readFileSync(path.join(CORPUS, file), "utf8"));
    const client = createClient(t);
    const signIn = await client.json("/api/auth/sign-in/anonymous", { json: {} });
    expect(signIn.status).toBe(200);
    expect((await client.json("/api/user")).status).toBe(200);
    await t.db.update(entitlement).set({ cvLeft: 1 }).where(eq(entitlement.userId, signIn.body.user.id));

    const res = await client.json("/api/cv/import", { json: { format: "json-resume", data } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = resumeDocument.parse(res.body);
    const report: ImportReport = res.body.import_report;

    expect(doc.full_name).toBe(data.basics.name);
    expect(report.counts.work ?? 0).toBe(data.work?.length ?? 0);
    expect(report.counts.education ?? 0).toBe(data.education?.length ?? 0);
    expect(doc.experiences).toHaveLength((data.work?.length ?? 0) + (data.volunteer?.length ?? 0));
    expect(doc.educations).toHaveLength(data.education?.length ?? 0);
    // Each shortened value is named, and its document value really is that long.
    for (const cut of report.shortened) expect(cut.to).toBeLessThan(cut.from);
    for (const cut of report.shortened.filter((item) => /^skills\[\d+\]$/.test(item.field))) {
      const index = Number(cut.field.slice(7, -1));
      expect(doc.skills[index]).toHaveLength(cut.to);
    }
    // Every skill that came in is in the resume, or counted as left out.
    const keptSkills = doc.skills.reduce((sum, skill) => {
      const list = skill.includes(": ") ? skill.slice(skill.indexOf(": ") + 2) : skill;
      return sum + list.split(", ").length;
    }, 0);
    const lostSkills = report.leftOut
      .filter((item) => item.field.startsWith("skills"))
      .reduce((sum, item) => sum + item.count, 0);
    // (Counted as ", "-separated items, as the document holds them: "Office (Word, Excel)" is two.)
    const items = (data.skills ?? []).reduce(
      (sum: number, group: { name?: string; keywords?: string[] }) =>
        sum + (group.keywords?.length ? group.keywords.join(", ").split(", ").length : group.name ? 1 : 0),
      0,
    );
    expect(keptSkills + lostSkills).toBe(items);
    // The sections the document does not hold yet are named, never silently dropped.
    for (const section of ["publications", "references"]) {
      const count = data[section]?.length ?? 0;
      const leftOut = report.leftOut.find((item) => item.field === section);
      expect(leftOut?.count ?? 0, section).toBe(count);
    }
    if (process.env.CORPUS_IMPORT_FIGURES) {
      console.log(`${file}: ${JSON.stringify(report)}\n  ${describeImportReport(report)}`);
    }
  });
});
