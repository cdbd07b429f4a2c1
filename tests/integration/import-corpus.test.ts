import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement } from "../../src/server/db/schema/index.ts";
import { describeImportReport, type ImportReport } from "../../src/shared/import-report.ts";
import { resumeDocument } from "../../src/shared/resume.ts";
import { sharedData } from "../fixtures/corpus.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { sharedFields } from "./json-resume-shared-fields.ts";

// Issue 12: every real resume of the shared corpus (../shared/corpus beside the project, in CI
// too; never copied into the repository) imports through the real endpoint: an import never
// fails for length, nothing the document can hold is lost, and the JSON Resume export gives
// every shared field back.

const CORPUS = sharedData("corpus/resumes", "the corpus import test") ?? "";
const files = CORPUS
  ? readdirSync(CORPUS)
      .filter((name) => name.endsWith(".resume.json"))
      .sort()
  : [];

if (CORPUS && !files.length) throw new Error(`No JSON Resume files in ${CORPUS} (see issue 12).`);

describe.skipIf(!files.length).each(testDatabaseKinds())("import of every corpus resume (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("has the 16 resumes", () => {
    expect(files).toHaveLength(16);
  });

  it.each(files)("%s imports whole and exports back every shared field", async (file) => {
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
    expect(doc.experiences).toHaveLength(data.work?.length ?? 0);
    expect(doc.educations).toHaveLength(data.education?.length ?? 0);
    // Nothing the document can hold is shortened or left out: skill groups keep every keyword,
    // publications and references have their sections. Only dates given as a bare year are
    // named (the document's dates are MM/YYYY).
    expect(report.shortened).toEqual([]);
    expect(report.leftOut.filter((item) => item.field !== "dates")).toEqual([]);
    const groups = (data.skills ?? []).filter((group: { keywords?: string[] }) => group.keywords?.length);
    expect(doc.skills.filter((group) => group.name)).toHaveLength(groups.length);
    const sections = Object.fromEntries(
      doc.sections.map((section) => [section.type, section.entries.length]),
    );
    expect(sections).toEqual(
      Object.fromEntries(
        [
          ["awards", data.awards],
          ["publications", data.publications],
          ["volunteering", data.volunteer],
          ["references", data.references],
        ]
          .filter(([, rows]) => rows?.length)
          .map(([type, rows]) => [type, rows.length]),
      ),
    );

    // JSON Resume round trip: the export gives back every field both formats hold.
    const exported = await client.json(`/api/cv/export?id=${doc.id}&format=json-resume`);
    expect(exported.status).toBe(200);
    expect(sharedFields(exported.body)).toEqual(sharedFields(data));
    if (process.env.CORPUS_IMPORT_FIGURES) {
      console.log(`${file}: ${JSON.stringify(report)}\n  ${describeImportReport(report)}`);
    }
  });
});
