import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

// The real server as production runs it (`node src/server/index.ts`, as `npm run serve` does)
// in a process of its own, so a test can SIGKILL it, start it again on the same data, or run
// two of them side by side. Requests go over real HTTP on loopback.

const root = fileURLToPath(new URL("../..", import.meta.url));
const entry = join(root, "src/server/index.ts");

/** The AUTH_SECRET the test servers share (every instance of one deployment needs the same). */
export const SHARED_AUTH_SECRET = "server-process-test-secret-0123456789abcdef";

export interface ServerProcess {
  /** http://127.0.0.1:<port>: where to send requests. */
  url: string;
  port: number;
  pid(): number;
  /** What the current process wrote to stdout and stderr (for failure messages). */
  output(): string;
  /** How the last process ended: its exit code, or the signal that ended it; null while running. */
  exitStatus(): number | NodeJS.Signals | null;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts the process again with the same env and port, and waits until it is healthy. */
  restart(): Promise<void>;
  /** SIGTERM (a clean shutdown) when still running; waits for the exit. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Starts the server with only the variables given (plus PATH/HOME and quiet defaults, never
 * the test's own env) and waits for GET /api/health to answer 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 90_000 } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT) || (await freePort());
  const fullEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    ...env,
    PORT: String(port),
  };
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let output = "";
  let exited: Promise<void>;

  async function launch() {
    output = "";
    child = spawn(process.execPath, [entry], { cwd: root, env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    exited = new Promise((done) => child.once("exit", () => done()));
    await waitUntilHealthy();
  }

  async function waitUntilHealthy() {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
        );
      }
      try {
        if ((await fetch(`${url}/api/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    child.kill("SIGKILL");
    throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${output}`);
  }

  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals) => {
    if (running()) child.kill(signal);
    await exited;
  };

  await launch();
  return {
    url,
    port,
    pid: () => child.pid ?? -1,
    output: () => output,
    exitStatus: () => child.exitCode ?? child.signalCode,
    kill,
    restart: async () => {
      if (running()) throw new Error("restart() needs the previous process to have ended");
      await launch();
    },
    async stop() {
      if (!running()) return;
      const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
      try {
        await kill("SIGTERM");
      } finally {
        clearTimeout(forced);
      }
    },
  };
}

/** An empty database of its own on the TEST_DATABASE_URL server (the app migrates it at start). */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `proc_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface HttpClientOptions {
  /** The server to talk to, e.g. ServerProcess.url. */
  baseUrl: string;
  /** The Origin a browser on the site sends (APP_URL): writes from elsewhere are refused. */
  origin: string;
  /** The client address behind the proxy (X-Forwarded-For; the servers run with TRUST_PROXY). */
  ip?: string;
  /** A cookie jar to share: two clients with one jar are one browser talking to two instances. */
  cookies?: Map<string, string>;
}

/** A browser-like client over real HTTP: keeps cookies, sends the site's Origin. */
export function createHttpClient({
  baseUrl,
  origin,
  ip = randomIp(),
  cookies = new Map(),
}: HttpClientOptions) {
  async function request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", origin);
    headers.set("x-forwarded-for", ip);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value.join("=") === "") cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join("="));
    }
    return response;
  }

  async function json<T = any>(path: string, init?: Parameters<typeof request>[1]) {
    const response = await request(path, init);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as T,
    };
  }

  return { request, json, cookies, ip, baseUrl };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

function randomIp() {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}
