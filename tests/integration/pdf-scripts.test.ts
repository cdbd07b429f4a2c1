import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/server/pdf/pdf-options.ts";
import { renderDocument } from "../../src/server/pdf/render-document.ts";
import { templateIds } from "../../src/shared/contracts/pdf.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { sharedData } from "../fixtures/corpus.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { pdftotextPages, runBreak, sourceWords, wordSequence } from "./pdf-helpers.ts";
import { paidUser } from "./resumes-helpers.ts";

// Issue 12: names and places in other scripts print in every design. The corpus resumes
// (../shared/corpus beside the project, never copied in) hold Japanese (山田 花子, 神戸, 洛北大学),
// Arabic (a name in a summary), Vietnamese and Cyrillic. Each is imported through the real JSON
// Resume import, printed in every design, and read back with poppler's pdftotext: every word with
// a letter beyond Latin-1 must come out as typed, and each run of such words (a name, a place) in
// its order. Right-to-left text is read back in logical order, so Arabic is checked the same way.

const CORPUS = sharedData("corpus/resumes", "the scripts print test") ?? "";
const RESUMES = [
  "phd-biology-researcher", // Japanese
  "nurse-to-health-it", // Arabic
  "senior-accountant-cpa", // Vietnamese
  "junior-frontend-bootcamp", // Cyrillic
];

const available = !!CORPUS;
const missing = RESUMES.filter((name) => CORPUS && !existsSync(path.join(CORPUS, `${name}.resume.json`)));
if (missing.length) throw new Error(`The corpus lacks ${missing.join(", ")} in ${CORPUS} (issue 12).`);

/** A word with a character Latin-1 lacks: CJK, Arabic, Cyrillic, Vietnamese "ễ", "ō". */
const beyondLatin1 = (word: string) => [...word].some((char) => (char.codePointAt(0) ?? 0) > 0xff);

/** Every string value of a JSON value (keys excluded). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Runs of consecutive words beyond Latin-1 in one text: "山田 花子" is one run, "Kōbe" another. */
function otherScriptRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of sourceWords(text)) {
    if (beyondLatin1(word)) run.push(word);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

describe.skipIf(!available)("names and places in other scripts, in every design", () => {
  let t: TestApp;
  const cases: { name: string; doc: ResumeDocument; runs: string[][] }[] = [];
  beforeAll(async () => {
    t = await createTestApp("pglite");
    const { client } = await paidUser(t, RESUMES.length);
    for (const name of RESUMES) {
      const data = JSON.parse(readFileSync(path.join(CORPUS, `${name}.resume.json`), "utf8"));
      const res = await client.json<ResumeDocument>("/api/cv/import", {
        json: { format: "json-resume", data },
      });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      // Only what the import kept: a value it leaves out is the import tests' concern.
      const imported = new Set(strings(res.body).flatMap(sourceWords));
      const runs = strings(data)
        .flatMap(otherScriptRuns)
        .filter((run) => run.every((word) => imported.has(word)));
      cases.push({ name, doc: res.body, runs });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds the corpus's names and places in CJK, Arabic, Cyrillic and Vietnamese", () => {
    const words = cases.flatMap((c) => c.runs.flat()).join(" ");
    for (const script of ["Han", "Katakana", "Arabic", "Cyrillic"]) {
      expect(words, `no ${script} word in the corpus resumes`).toMatch(
        new RegExp(`\\p{Script=${script}}`, "u"),
      );
    }
  });

  it.each(templateIds)("%s prints every one of them as typed and in order", async (template) => {
    for (const { name, doc, runs } of cases) {
      const bytes = await renderDocument(doc, resolveOptions(template, {}, false));
      const read = wordSequence((await pdftotextPages(bytes)).join("\n"));
      const problems = runs
        .map((run) => ({ run, problem: runBreak(read, run) }))
        .filter((r) => r.problem)
        .map((r) => `${name}: "${r.run.join(" ")}": ${r.problem}`);
      expect(problems).toEqual([]);
    }
  });
});
