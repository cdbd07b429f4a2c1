import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two runs (e.g. two developers' helpers) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `.e2e-data-${PORT}`;
const baseURL = `http://localhost:${PORT}`;

// End-to-end tests against the built app (`npm run test:e2e` builds first), served by the
// real server on a throwaway data folder. Browsers cannot be downloaded here: the system
// Chromium is used.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
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
  webServer: {
    // `npm run serve` runs the server with the Node 24 of the devDependencies; a fresh data
    // folder each run keeps runs independent.
    command: `rm -rf ${dataDir} && npm run serve`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      DATA_DIR: dataDir,
      PORT: String(PORT),
      APP_URL: baseURL,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
      // Mail must land in the outbox (/dev/outbox), whatever the calling shell has set.
      SMTP_URL: "",
    },
  },
});
