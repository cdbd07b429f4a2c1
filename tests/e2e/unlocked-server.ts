import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";

/**
 * Paid paths (more resumes, downloads) cannot be bought from a browser yet. A self-hosted
 * server with BILLING=off lifts every limit: this starts such a real server for the calling
 * spec (or describe block), `portOffset` above the main e2e server with its own data folder,
 * and stops it afterwards. Answers its base URL.
 */
export function startUnlockedServer(portOffset: number): string {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `.e2e-data-${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await rm(dataDir, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      BILLING: "off",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
      SMTP_URL: "",
    };
    // Its own process group, so stopping it also stops the node process npm starts.
    server = spawn("npm", ["run", "serve"], { env, detached: true, stdio: "ignore" });
    const health = () =>
      fetch(`${baseUrl}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
    await expect.poll(health, { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  return baseUrl;
}
