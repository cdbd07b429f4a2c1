import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { E2E_PORT, serverEnv } from "./servers";

/** A server process of our own (see `launchServer`), to stop when done. */
interface LaunchedServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts a real server `portOffset` above the main e2e server, with its own data folder and
 * extra env, and waits until it answers.
 */
async function launchServer(portOffset: number, extraEnv: Record<string, string>): Promise<LaunchedServer> {
  const port = E2E_PORT + portOffset;
  const baseUrl = `http://localhost:${port}`;
  const own = serverEnv(port);
  const dataDir = own.DATA_DIR;
  const health = () =>
    fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
  // A server left on the port would answer the health check below in place of ours.
  if ((await health()) !== 0) throw new Error(`port ${port} is already in use`);
  await rm(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, ...own, ...extraEnv };
  // Its own process group, so stopping it also stops the node process npm starts.
  const server: ChildProcess = spawn("npm", ["run", "serve"], { env, detached: true, stdio: "ignore" });
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(health, { timeout: 60_000 }).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * A real server of the calling spec's own (`portOffset` above the main e2e server, its own
 * data folder) started with extra env, e.g. Stripe Payment Links or an analytics host. Stops
 * it afterwards. Answers its base URL. Use in a serial describe: one server per file. A set-up
 * that several specs share belongs in servers.ts instead, started once for the run.
 */
export function startServerWithEnv(portOffset: number, extraEnv: Record<string, string>): string {
  const baseUrl = `http://localhost:${E2E_PORT + portOffset}`;
  let server: LaunchedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await launchServer(portOffset, extraEnv);
  });

  test.afterAll(async () => {
    await server?.stop();
    server = undefined;
  });

  return baseUrl;
}
