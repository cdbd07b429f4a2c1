import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, JOURNEY_ENV, JOURNEY_PORT, serverEnv, UNLOCKED_PORT } from "./tests/e2e/servers";

const baseURL = `http://localhost:${E2E_PORT}`;

/**
 * The real server (`npm run serve`, the Node 24 of the devDependencies) on `port`, on a fresh
 * data folder each run so runs are independent.
 */
function server(port: number, extraEnv: Record<string, string> = {}) {
  const env = { ...serverEnv(port), ...extraEnv };
  return {
    command: `rm -rf ${env.DATA_DIR} && npm run serve`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env,
  };
}

// End-to-end tests against the built app (`npm run test:e2e` builds first), served by the
// real server on a throwaway data folder. Browsers cannot be downloaded here: the system
// Chromium is used.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // TEST_REPORT_DIR=<folder> also writes playwright.json there, for scripts/slowest-tests.ts.
  reporter: process.env.TEST_REPORT_DIR
    ? [["list"], ["json", { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }]]
    : "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "off",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium" }],
  // The servers of tests/e2e/servers.ts, each started once for the whole run.
  webServer: [server(E2E_PORT), server(UNLOCKED_PORT, { BILLING: "off" }), server(JOURNEY_PORT, JOURNEY_ENV)],
});
