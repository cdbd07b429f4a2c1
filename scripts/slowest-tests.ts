import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";
import type { JsonTestResults } from "vitest/node";

// The slowest test files of a run, to see where the suite's time goes. Reads the JSON reports
// that a run with TEST_REPORT_DIR set writes (vitest.config.ts, playwright.config.ts)
//   TEST_REPORT_DIR=reports npm test
// and prints the 25 slowest Vitest files and the 25 slowest Playwright spec files (the sum of
// their tests' durations, per project too for Playwright), with test counts and totals:
//   node scripts/slowest-tests.ts reports/vitest.json [reports/playwright.json]

const TOP = 25;

interface Counts {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
}

export interface FileTime extends Counts {
  file: string;
  /** The sum of the file's test durations, ms. */
  ms: number;
  /** Vitest: the file's wall time (start to end, hooks and imports included), ms. */
  wallMs?: number;
  /** Playwright: ms per project name. */
  projects?: Record<string, number>;
}

export interface RunSummary extends Counts {
  files: FileTime[];
  /** Playwright: flaky tests (passed on a retry), counted in passed. */
  flaky?: number;
}

const zero = (): Counts => ({ tests: 0, passed: 0, failed: 0, skipped: 0 });

function add(into: Counts, from: Counts) {
  into.tests += from.tests;
  into.passed += from.passed;
  into.failed += from.failed;
  into.skipped += from.skipped;
}

const relative = (file: string) => (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file);

/** Vitest's JSON reporter output, per test file, slowest first. */
export function summarizeVitest(report: JsonTestResults): RunSummary {
  const total: RunSummary = { ...zero(), files: [] };
  for (const result of report.testResults) {
    const file: FileTime = {
      file: relative(result.name),
      ms: 0,
      wallMs: result.endTime - result.startTime,
      ...zero(),
    };
    for (const test of result.assertionResults) {
      file.tests++;
      file.ms += test.duration ?? 0;
      if (test.status === "passed") file.passed++;
      else if (test.status === "failed") file.failed++;
      else file.skipped++;
    }
    // A file that failed to load has no tests: count it as one failure, so the totals show it.
    if (result.status === "failed" && !file.failed) file.failed++;
    add(total, file);
    total.files.push(file);
  }
  total.files.sort((a, b) => b.ms - a.ms || (b.wallMs ?? 0) - (a.wallMs ?? 0));
  return total;
}

/** Playwright's JSON reporter output, per spec file, slowest first (retries' time included). */
export function summarizePlaywright(report: JSONReport): RunSummary {
  const byFile = new Map<string, FileTime>();
  const total: RunSummary = { ...zero(), files: [], flaky: 0 };
  const walk = (suite: JSONReportSuite) => {
    for (const spec of suite.specs) {
      const name = spec.file || suite.file;
      let file = byFile.get(name);
      if (!file) {
        file = { file: name, ms: 0, projects: {}, ...zero() };
        byFile.set(name, file);
      }
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const projects = file.projects ?? {};
        projects[test.projectName] = (projects[test.projectName] ?? 0) + ms;
        file.ms += ms;
        file.tests++;
        if (test.status === "skipped") file.skipped++;
        else if (test.status === "unexpected") file.failed++;
        else file.passed++;
        if (test.status === "flaky") total.flaky = (total.flaky ?? 0) + 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  total.files = [...byFile.values()].sort((a, b) => b.ms - a.ms);
  for (const file of total.files) add(total, file);
  return total;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

/** The table printed for one run: the `top` slowest files, then the totals. */
export function formatSummary(title: string, run: RunSummary, top = TOP): string {
  const lines = [`${title}: the ${Math.min(top, run.files.length)} slowest of ${run.files.length} files`];
  const sum = run.files.reduce((all, file) => all + file.ms, 0);
  for (const file of run.files.slice(0, top)) {
    const extra: string[] = [];
    if (file.wallMs !== undefined) extra.push(`file ${seconds(file.wallMs)}`);
    const projects = Object.entries(file.projects ?? {});
    if (projects.length > 1)
      extra.push(projects.map(([name, ms]) => `${name || "(no project)"} ${seconds(ms)}`).join(", "));
    else if (projects.length === 1) extra.push(projects[0]?.[0] || "(no project)");
    lines.push(
      `${seconds(file.ms).padStart(8)}  ${String(file.tests).padStart(4)} tests  ${file.file}${extra.length ? `  (${extra.join("; ")})` : ""}`,
    );
  }
  const projectTotals = new Map<string, number>();
  for (const file of run.files)
    for (const [name, ms] of Object.entries(file.projects ?? {}))
      projectTotals.set(name, (projectTotals.get(name) ?? 0) + ms);
  if (projectTotals.size > 1)
    lines.push(
      `  per project: ${[...projectTotals].map(([name, ms]) => `${name} ${seconds(ms)}`).join(", ")}`,
    );
  const flaky = run.flaky ? ` (${run.flaky} flaky)` : "";
  lines.push(
    `  total: ${run.files.length} files, ${run.tests} tests: ${run.passed} passed${flaky}, ${run.failed} failed, ${run.skipped} skipped; ${seconds(sum)} of test time`,
  );
  return lines.join("\n");
}

function main(args: string[]) {
  const [vitestFile, playwrightFile] = args;
  if (!vitestFile || args.length > 2) {
    console.error("Usage: node scripts/slowest-tests.ts <vitest.json> [<playwright.json>]");
    process.exit(2);
  }
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
  console.log(formatSummary("Vitest", summarizeVitest(read(vitestFile))));
  if (playwrightFile)
    console.log(`\n${formatSummary("Playwright", summarizePlaywright(read(playwrightFile)))}`);
}

// Run as a script (not imported by its test): Node before 24.2 has no import.meta.main.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
