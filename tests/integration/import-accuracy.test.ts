import { beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../fixtures/corpus.ts";
import {
  accuracyTable,
  missReport,
  readSamples,
  type SampleResult,
  targetProblems,
} from "../import-set/accuracy-table.ts";
import { importSetSamples } from "../import-set/import-set.ts";

// Issue 15: every corpus resume printed by our 8 designs, by Chromium from 3 HTML layouts, as
// DOCX in 2 Word styles and as those DOCX converted by LibreOffice (tests/import-set/), read
// back through readDocument and scored field by field against what was printed.
//
//   IMPORT_SET_ONLY=chromium-table/nurse-to-health-it   one engine, family or resume (comma-separated)
//   IMPORT_SET_VERBOSE=1                                 print every miss: expected vs got
//
// Samples are cached in node_modules/.cache/import-set/; the first run prints them all.

const only = process.env.IMPORT_SET_ONLY ?? "";
const verbose = process.env.IMPORT_SET_VERBOSE === "1";
const available = requireCorpus("the import accuracy test");
const FAMILIES = ["ours", "chromium", "docx", "libreoffice"];

describe.skipIf(!available)("import accuracy against the corpus (issue 15)", () => {
  let results: SampleResult[] = [];

  beforeAll(async () => {
    const started = performance.now();
    const samples = await importSetSamples(only);
    if (!samples.length)
      throw new Error(`IMPORT_SET_ONLY="${only}" names no engine, family or corpus resume.`);
    const made = performance.now();
    results = await readSamples(samples);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `Import accuracy: ${samples.length} files (ready in ${seconds(made - started)}, read in ${seconds(performance.now() - made)})\n${accuracyTable(results)}`,
    );
    if (verbose) console.log(missReport(results));
  }, 600_000);

  for (const family of FAMILIES) {
    it(`reads the ${family} samples at issue 15's targets`, ({ skip }) => {
      if (!results.some((result) => result.family === family))
        skip(`no ${family} sample under IMPORT_SET_ONLY`);
      expect(targetProblems(results, family)).toEqual([]);
    });
  }
});
