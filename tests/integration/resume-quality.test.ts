import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QualityFinding, QualityReport } from "../../src/shared/contracts/resume-quality.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { sharedData } from "../fixtures/corpus.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { type Client, createResume, paidUser } from "./resumes-helpers.ts";

// POST /api/cv/quality ("Check my resume" in Finalize) over the real corpus, imported through
// the real endpoint: what a user would notice in the findings, and the route's edges.

const CORPUS = sharedData("corpus/resumes", "the resume quality check on the corpus resumes") ?? "";
const files = CORPUS
  ? readdirSync(CORPUS)
      .filter((name) => name.endsWith(".resume.json"))
      .sort()
  : [];
if (CORPUS && !files.length) throw new Error(`No .resume.json files in ${CORPUS}.`);

/** The stored line a finding points at, read from the document the user edits. */
function lineOf(doc: ResumeDocument, finding: QualityFinding): string | undefined {
  const { kind, rowId, name, line } = finding.field;
  const text =
    kind === "summary"
      ? doc.summary
      : String((doc[kind] as Record<string, unknown>[]).find((row) => row.id === rowId)?.[name] ?? "");
  return text.split(/\r?\n/)[line];
}

describe.each(testDatabaseKinds())("resume quality check (%s)", (kind) => {
  let t: TestApp;
  let owner: { client: Client; userId: string };
  const reports = new Map<string, { doc: ResumeDocument; report: QualityReport }>();

  beforeAll(async () => {
    // One check per corpus resume and more: above the 20 a minute a person gets.
    t = await createTestApp(kind, { env: { QUALITY_RATE_LIMIT_MAX: "100" } });
    owner = await paidUser(t, files.length + 5);
    for (const file of files) {
      const data = JSON.parse(readFileSync(path.join(CORPUS, file), "utf8"));
      const imported = await owner.client.json("/api/cv/import", { json: { format: "json-resume", data } });
      expect(imported.status, file).toBe(201);
      const checked = await owner.client.json("/api/cv/quality", { json: { id: imported.body.id } });
      expect(checked.status, file).toBe(200);
      reports.set(file, { doc: imported.body, report: checked.body });
    }
  });
  afterAll(() => t.close());

  const of = (file: string, check: string) => {
    const entry = reports.get(file);
    if (!entry) throw new Error(`no report for ${file}`);
    return entry.report.findings.filter((finding) => finding.check === check);
  };

  describe.skipIf(!files.length)("on the 16 corpus resumes", () => {
    it("flags the nurse's 355-character bullet as overlong", () => {
      const overlong = of("nurse-to-health-it.resume.json", "overlong");
      const heparin = overlong.find((finding) =>
        finding.excerpt.startsWith("Partnered with clinical informatics"),
      );
      expect(heparin?.message).toContain("355 characters");
      expect(heparin?.field.step).toBe("Experience");
    });

    it("finds no first person in resumes written without pronouns", () => {
      for (const file of ["executive-assistant.resume.json", "head-chef.resume.json"]) {
        const words = readFileSync(path.join(CORPUS, file), "utf8").split(/[^A-Za-z]+/);
        expect(
          words.some((word) => ["I", "my", "My", "we", "We", "me"].includes(word)),
          file,
        ).toBe(false);
        expect(of(file, "first-person"), file).toEqual([]);
      }
    });

    it("flags the first person where a resume has it", () => {
      const found = of("junior-frontend-bootcamp.resume.json", "first-person");
      expect(
        found.some((finding) => finding.field.kind === "summary" && finding.message.includes('"I"')),
      ).toBe(true);
    });

    it("never calls a skill or product name a misspelling", () => {
      const everything = files.map((file) => readFileSync(path.join(CORPUS, file), "utf8")).join("\n");
      for (const name of ["Kubernetes", "PySpark", "GD&T", "QuickBooks", "ServiceNow"]) {
        expect(everything, name).toContain(name);
      }
      expect(files.flatMap((file) => of(file, "spelling"))).toEqual([]);
    });

    it("names the weak opening 'Handled' and the verb opening three bullets", () => {
      const weak = of("executive-assistant.resume.json", "weak-verb");
      expect(weak.map((finding) => finding.excerpt.split(" ")[0])).toEqual(["Handled"]);
      const repeated = of("mechanical-engineer.resume.json", "repeated-opener");
      expect(repeated[0]?.message).toContain('3 bullets open with "Designed"');
    });

    it("every finding points at the row and stored line it quotes", () => {
      for (const [file, { doc, report }] of reports) {
        for (const finding of report.findings) {
          const line = lineOf(doc, finding);
          expect(line, `${file} ${finding.check}`).toBeDefined();
          const quoted = finding.excerpt.endsWith("…") ? finding.excerpt.slice(0, -1) : finding.excerpt;
          expect(line, `${file} ${finding.check}`).toContain(quoted);
        }
      }
    });
  });

  describe("the route", () => {
    it("answers 404 for another user's resume, and changes nothing", async () => {
      const doc = await createResume(owner.client, "Mine");
      const other = await paidUser(t);
      const res = await other.client.json("/api/cv/quality", { json: { id: doc.id } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("This resume does not exist or is not yours.");
      const again = await owner.client.json(`/api/cv/item?id=${doc.id}`);
      expect(again.body.updated_at).toBe(doc.updated_at);
    });

    it("answers 401 without a session", async () => {
      const doc = await createResume(owner.client, "Mine too");
      const res = await createClient(t).json("/api/cv/quality", { json: { id: doc.id } });
      expect(res.status).toBe(401);
    });

    it.each([
      [{}, "id"],
      [{ id: "7" }, "id must be a number."],
      [{ id: 0 }, "id must be positive."],
      [{ id: 1, extra: true }, "extra"],
    ])("answers 400 with a message for %j", async (body, words) => {
      const res = await owner.client.json("/api/cv/quality", { json: body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(words);
    });

    it("answers an empty resume with no findings and no lines checked", async () => {
      const doc = await createResume(owner.client, "Empty");
      const res = await owner.client.json("/api/cv/quality", { json: { id: doc.id } });
      expect(res.body).toMatchObject({ findings: [], linesChecked: 0 });
    });
  });
});

describe("the quality check's rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("answers the 21st check within a minute with 429 and Retry-After, on a counter of its own", async () => {
    const { client } = await paidUser(t);
    const doc = await createResume(client, "Limited");
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await client.json("/api/cv/quality", { json: { id: doc.id } })).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    const limited = await client.json("/api/cv/quality", { json: { id: doc.id } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.error.message).toBe(
      "You are checking your resume too often. Please wait a minute and try again.",
    );
    // Checking did not use up the user's allowance for adding rows.
    expect((await client.json("/api/cv/create", { json: { name: "Still allowed" } })).status).toBe(201);
  });
});
