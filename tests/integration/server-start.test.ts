import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The real entry point, started as `node src/server/index.ts` the way `npm run serve` does.
const root = fileURLToPath(new URL("../..", import.meta.url));
const entry = join(root, "src/server/index.ts");

interface Started {
  child: ChildProcess;
  port: number;
  url: string;
  appUrl: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Starts the server with only the variables given (plus PATH/HOME), never the test's own env. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    appUrl: `http://localhost:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
}

/** Polls /api/health until the server answers; fails early if the process dies. */
async function waitUntilHealthy(server: Started, timeoutMs = 100_000) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`server exited with ${exitCode} before it was ready:\n${server.stderr()}`);
    }
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.stderr()}`);
}

/** Waits for the process to end on its own; kills it if it does not. */
async function exitCodeOf(server: Started, timeoutMs = 20_000): Promise<number | null> {
  const timer = setTimeout(() => server.child.kill("SIGKILL"), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

function post(server: Started, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.appUrl },
    body: JSON.stringify(body),
  });
}

// A first start runs initdb and the migrations on disk: seconds, more on a busy machine.
const SLOW = 120_000;

describe("starting the real server process", () => {
  let dataDir: string;
  const email = `restart-${Date.now()}@example.com`;
  const password = "correct-horse-42";
  let first: Started;
  /** The sign-up browser's cookies: confirming from it keeps the password (security item 13). */
  let signUpCookies = "";

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "server-start-"));
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((done) => child.once("exit", done));
        child.kill("SIGKILL");
        await gone;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "creates and migrates the embedded database on first start and answers /api/health",
    async () => {
      expect(existsSync(join(dataDir, "pglite"))).toBe(false);
      first = await startServer({ DATA_DIR: dataDir });
      const res = await waitUntilHealthy(first);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({
        status: "ok",
        database: { kind: "pglite", status: "ok", ms: expect.any(Number) },
        pdf: expect.stringMatching(/^(warming|ready)$/),
      });
      expect(existsSync(join(dataDir, "pglite"))).toBe(true);
      expect(readFileSync(join(dataDir, "server.lock"), "utf8")).toBe(String(first.child.pid));
      expect(readFileSync(join(dataDir, "auth-secret"), "utf8").length).toBeGreaterThanOrEqual(32);

      // Migrated: the auth tables exist, so a sign-up is stored.
      const signUp = await post(first, "/api/auth/sign-up/email", { email, password, name: "Restart" });
      expect(signUp.status).toBe(200);
      expect((await signUp.json()).user.email).toBe(email);
      signUpCookies = signUp.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");

      // The PDF workers warm up after listening, without holding up the start.
      await expect
        .poll(async () => (await (await fetch(`${first?.url}/api/health`)).json()).pdf, { timeout: 30_000 })
        .toBe("ready");
    },
    SLOW,
  );

  it("refuses a second process on the same DATA_DIR with a clear message", async () => {
    const second = await startServer({ DATA_DIR: dataDir });
    const code = await exitCodeOf(second);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.stderr()).toContain(
      `Cannot start: DATA_DIR ${resolve(dataDir)} is in use by another server process (pid ${first.child.pid})`,
    );
    expect(second.stderr()).toContain("DATABASE_URL");
    // The first server is unharmed and still owns the folder.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(readFileSync(join(dataDir, "server.lock"), "utf8")).toBe(String(first.child.pid));
  });

  it(
    "starts again after the first process is killed (stale lock) and keeps the data",
    async () => {
      first.child.kill("SIGKILL");
      await first.exited;
      expect(existsSync(join(dataDir, "server.lock"))).toBe(true); // SIGKILL left it behind

      const again = await startServer({ DATA_DIR: dataDir });
      await waitUntilHealthy(again);
      expect(readFileSync(join(dataDir, "server.lock"), "utf8")).toBe(String(again.child.pid));

      // The user signed up before the kill is still there: Better Auth knows them and only
      // wants the email confirmed, whereas an unknown address gets "invalid email or password".
      const signIn = await post(again, "/api/auth/sign-in/email", { email, password });
      expect(signIn.status).toBe(403);
      expect(await signIn.json()).toMatchObject({
        code: "EMAIL_NOT_VERIFIED",
        message: "Email not verified",
      });
      const unknown = await post(again, "/api/auth/sign-in/email", {
        email: `nobody-${Date.now()}@example.com`,
        password,
      });
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });

      // The confirmation mail from before the kill is in the outbox, and its link still works
      // (the auth secret was kept in DATA_DIR): confirming in the sign-up browser signs the user in.
      const outbox = await (await fetch(`${again.url}/dev/outbox`)).text();
      expect(outbox).toContain(email);
      const link = outbox.match(/href="(http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^"]+)"/)?.[1];
      expect(link).toBeDefined();
      const verifyUrl = new URL(link!.replace(/&amp;/g, "&"));
      const confirm = await fetch(`${again.url}${verifyUrl.pathname}${verifyUrl.search}`, {
        headers: { cookie: signUpCookies },
        redirect: "manual",
      });
      expect(confirm.status).toBe(302);
      const signedIn = await post(again, "/api/auth/sign-in/email", { email, password });
      expect(signedIn.status).toBe(200);

      // SIGTERM shuts down cleanly and releases the folder.
      again.child.kill("SIGTERM");
      expect(await exitCodeOf(again)).toBe(0);
      expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
    },
    SLOW,
  );

  it("exits non-zero naming PORT when PORT is invalid", async () => {
    const bad = await startServer({ DATA_DIR: dataDir, PORT: "abc" });
    const code = await exitCodeOf(bad);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(bad.stderr()).toMatch(/Cannot start: Invalid environment configuration:\n\s+PORT: /);
    expect(existsSync(join(dataDir, "server.lock"))).toBe(false); // it never took the lock
  });

  it("exits non-zero naming DATABASE_URL when it is not a PostgreSQL URL", async () => {
    const bad = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "mysql://localhost/db" });
    expect(await exitCodeOf(bad)).toBe(1);
    expect(bad.stderr()).toMatch(/DATABASE_URL: must start with postgres:\/\//);
  });
});
