import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Unit and integration tests; the Playwright specs in tests/e2e run separately.
export const include = [
  "src/**/*.test.ts",
  "scripts/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/import-set/**/*.test.ts",
  "tests/realworld/**/*.test.ts",
];

// A file that replaces a module (vi.mock) needs a module graph of its own, and a file marked
// "// Own process:" (it drives worker threads into their limits, or watches the process's memory)
// a process of its own. The rest share one per worker: importing the server once instead of once
// per file halves the run (measured in docs/decisions/030-test-suite-speed.md).
const ownsItsProcess = include
  .flatMap((pattern) => globSync(pattern))
  .filter((file) => /\bvi\.(?:mock|doMock)\(|^\/\/ Own process:/m.test(readFileSync(file, "utf8")));

// TEST_REPORT_DIR=<folder> also writes vitest.json there, for scripts/slowest-tests.ts.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir ? ["default", ["json", { outputFile: `${reportDir}/vitest.json` }]] : ["default"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine,
    // where most tests wait on a database, a PDF worker or a child process.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "shared", include, exclude: ownsItsProcess, isolate: false } },
      { extends: true, test: { name: "isolated", include: ownsItsProcess, isolate: true } },
    ],
  },
});
