import type { JSONReport, JSONReportTest } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import type { JsonTestResults } from "vitest/node";
import { formatSummary, summarizePlaywright, summarizeVitest } from "./slowest-tests.ts";

// The parts of the two JSON reports the script reads, in the shapes of vitest/node's
// JsonTestResults and @playwright/test/reporter's JSONReport (the rest of each report left out).

const vitest = {
  testResults: [
    {
      name: `${process.cwd()}/src/a.test.ts`,
      status: "passed",
      startTime: 1000,
      endTime: 1900,
      assertionResults: [
        { status: "passed", duration: 100 },
        { status: "skipped", duration: 0 },
      ],
    },
    {
      name: `${process.cwd()}/tests/integration/b.test.ts`,
      status: "failed",
      startTime: 1000,
      endTime: 6000,
      assertionResults: [
        { status: "passed", duration: 3000 },
        { status: "failed", duration: 500 },
        { status: "todo", duration: null },
      ],
    },
    // A file that failed to load: no tests at all.
    {
      name: `${process.cwd()}/tests/integration/c.test.ts`,
      status: "failed",
      startTime: 0,
      endTime: 5,
      assertionResults: [],
    },
  ],
} as unknown as JsonTestResults;

const test = (projectName: string, status: JSONReportTest["status"], ...durations: number[]) => ({
  projectName,
  status,
  results: durations.map((duration) => ({ duration })),
});

const playwright = {
  suites: [
    {
      title: "a.spec.ts",
      file: "a.spec.ts",
      specs: [
        {
          title: "one",
          file: "a.spec.ts",
          tests: [test("chromium", "expected", 1000), test("mobile", "flaky", 800, 700)],
        },
      ],
      suites: [
        {
          title: "a group",
          file: "a.spec.ts",
          specs: [{ title: "two", file: "a.spec.ts", tests: [test("chromium", "skipped", 0)] }],
        },
      ],
    },
    {
      title: "b.spec.ts",
      file: "b.spec.ts",
      specs: [{ title: "three", file: "b.spec.ts", tests: [test("chromium", "unexpected", 9000, 9000)] }],
    },
  ],
} as unknown as JSONReport;

describe("slowest-tests", () => {
  it("sums Vitest files' test durations, slowest first, with counts", () => {
    const run = summarizeVitest(vitest);
    expect(run.files.map((file) => [file.file, file.ms, file.wallMs, file.tests])).toEqual([
      ["tests/integration/b.test.ts", 3500, 5000, 3],
      ["src/a.test.ts", 100, 900, 2],
      ["tests/integration/c.test.ts", 0, 5, 0],
    ]);
    expect([run.tests, run.passed, run.failed, run.skipped]).toEqual([5, 2, 2, 2]);
  });

  it("sums Playwright spec files over nested suites, per project, retries included", () => {
    const run = summarizePlaywright(playwright);
    expect(run.files.map((file) => [file.file, file.ms, file.projects, file.tests])).toEqual([
      ["b.spec.ts", 18000, { chromium: 18000 }, 1],
      ["a.spec.ts", 2500, { chromium: 1000, mobile: 1500 }, 3],
    ]);
    expect([run.tests, run.passed, run.failed, run.skipped, run.flaky]).toEqual([4, 2, 1, 1, 1]);
  });

  it("prints the slowest files and the totals", () => {
    const text = formatSummary("Playwright", summarizePlaywright(playwright), 1);
    expect(text.split("\n")).toEqual([
      "Playwright: the 1 slowest of 2 files",
      "   18.0s     1 tests  b.spec.ts  (chromium)",
      "  per project: chromium 19.0s, mobile 1.5s",
      "  total: 2 files, 4 tests: 2 passed (1 flaky), 1 failed, 1 skipped; 20.5s of test time",
    ]);
  });
});
