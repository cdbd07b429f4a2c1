import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { JSON_RESUME_SAMPLE } from "../tests/fixtures/fixture-path.ts";
import { round, startServer, stopServer } from "./lib.ts";
import { type BenchUser, runCeiling, runScenario, type ScenarioFigures } from "./load-scenarios.ts";

// The API under load (issue "Prove it", suite 7): autocannon on loopback against the real server
// on PostgreSQL (a fresh database, dropped at the end), then on PGlite, beside a bare Hono server
// as the machine's ceilings: a constant "hello", and one `select 1` per request (what a single
// database round trip allows here). Targets on PostgreSQL: list >= 30% of hello, p99 <= 100 ms,
// zero errors. LOAD_SECONDS (default 30) and LOAD_PGLITE_SECONDS (default 8, 0 skips PGlite)
// bound the run: about 4 minutes in all.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const PGLITE_SECONDS = Number(process.env.LOAD_PGLITE_SECONDS ?? 8);
const ONE_QUERY_SECONDS = Math.min(SECONDS, 15);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 20;
const MIXED_CONNECTIONS = 100;
const USERS = 10;
const RESUMES_PER_USER = 10;
const APP_PORT = "3214";
const HELLO_PORT = "3215";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const HELLO = "GET /hello (bare Hono, the ceiling)";
const TARGET = { listShareOfHello: 30, p99: 100 };

const base = `http://127.0.0.1:${APP_PORT}`;
const origin = `http://localhost:${APP_PORT}`;
const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));

async function waitFor(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited during start`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The bare Hono server's figures: a constant answer, then one trivial query per request. */
async function measureCeilings(databaseUrl: string): Promise<ScenarioFigures[]> {
  const child = spawn(process.execPath, ["bench/hello-server.ts"], {
    env: { ...process.env, PORT: HELLO_PORT, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const hello = `http://127.0.0.1:${HELLO_PORT}/hello`;
    const oneQuery = `http://127.0.0.1:${HELLO_PORT}/one-query`;
    await waitFor(hello, child);
    await runCeiling("warm-up", hello, CONNECTIONS, WARM_UP_SECONDS);
    await runCeiling("warm-up", oneQuery, CONNECTIONS, WARM_UP_SECONDS);
    return [
      await runCeiling(HELLO, hello, CONNECTIONS, SECONDS, child.pid),
      await runCeiling(
        "GET /one-query (bare Hono + select 1)",
        oneQuery,
        CONNECTIONS,
        ONE_QUERY_SECONDS,
        child.pid,
      ),
    ];
  } finally {
    await stopServer(child);
  }
}

/** Anonymous users (the cheapest real sessions), each with the JSON Resume sample imported N times. */
async function seedUsers(): Promise<BenchUser[]> {
  return Promise.all(
    Array.from({ length: USERS }, async () => {
      const signIn = await fetch(`${base}/api/auth/sign-in/anonymous`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: "{}",
      });
      if (!signIn.ok) throw new Error(`anonymous sign-in failed: ${signIn.status}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const resumeIds: number[] = [];
      for (let i = 0; i < RESUMES_PER_USER; i++) {
        const imported = await fetch(`${base}/api/cv/import`, {
          method: "POST",
          headers: { cookie, origin, "content-type": "application/json" },
          body: JSON.stringify({ format: "json-resume", data: sample }),
        });
        if (imported.status !== 201) throw new Error(`import failed: ${imported.status}`);
        resumeIds.push(((await imported.json()) as { id: number }).id);
      }
      return { cookie, resumeIds };
    }),
  );
}

/** Starts the app with `env`, seeds it and runs every scenario for `seconds` each. */
async function measureApp(env: Record<string, string>, seconds: number): Promise<ScenarioFigures[]> {
  const server = await startServer({
    PORT: APP_PORT,
    APP_URL: origin,
    NODE_ENV: "production",
    // Required in production; the benchmark sends no mail (anonymous users only).
    SMTP_URL: "smtp://127.0.0.1:9",
    LOG_LEVEL: "warn",
    BILLING: "off",
    AUTH_RATE_LIMIT_MAX: "1000000",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ...env,
  });
  try {
    const users = await seedUsers();
    const common = { url: base, origin, users, seconds, pid: server.child.pid };
    const mixed = { item: 60, list: 20, update: 15, stats: 5 };
    await runScenario({
      ...common,
      name: "warm-up",
      connections: CONNECTIONS,
      mix: mixed,
      seconds: WARM_UP_SECONDS,
    });
    return [
      await runScenario({ ...common, name: "GET /api/cv/list", connections: CONNECTIONS, mix: { list: 1 } }),
      await runScenario({
        ...common,
        name: "GET /api/cv/item?id=",
        connections: CONNECTIONS,
        mix: { item: 1 },
      }),
      await runScenario({
        ...common,
        name: "PATCH /api/cv/update",
        connections: CONNECTIONS,
        mix: { update: 1 },
      }),
      await runScenario({
        ...common,
        name: "mixed 60% item 20% list 15% update 5% stats",
        connections: MIXED_CONNECTIONS,
        mix: mixed,
      }),
    ];
  } finally {
    await stopServer(server.child);
  }
}

/** The ceilings and the app on a fresh PostgreSQL database, dropped at the end. */
async function measurePostgres() {
  const name = `bench_load_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const ceilings = await measureCeilings(url.toString());
    return { ceilings, app: await measureApp({ DATABASE_URL: url.toString() }, SECONDS) };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function measurePglite() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
  try {
    return await measureApp({ DATA_DIR: dataDir }, PGLITE_SECONDS);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line per scenario; the last columns compare its rate with the two ceilings. */
function printTable(title: string, rows: ScenarioFigures[], ceilings: ScenarioFigures[]) {
  const [hello, oneQuery] = ceilings;
  const share = (row: ScenarioFigures, ceiling?: ScenarioFigures) =>
    ceiling ? `${round((row.perSecond / ceiling.perSecond) * 100)}%` : "";
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(46) : cell.padStart(i === 5 ? 22 : i > 5 ? 12 : 9)))
      .join("");
  console.log(`\n${title}\n`);
  console.log(
    line(["scenario", "conns", "req/s", "p50 ms", "p99 ms", "errors", "% hello", "% 1 query", "CPU µs/req"]),
  );
  for (const row of rows) {
    const parts = [row.conflicts && `${row.conflicts} 409`, row.timeouts && `${row.timeouts} t/o`];
    const detail = parts.filter(Boolean).join(", ");
    const errors = detail ? `${row.errors} (${detail})` : String(row.errors);
    const figures = [row.connections, row.perSecond, row.p50, row.p99].map(String);
    const cpu = row.cpuPerRequest === null ? "" : String(row.cpuPerRequest);
    console.log(line([row.name, ...figures, errors, share(row, hello), share(row, oneQuery), cpu]));
  }
}

/** The targets, checked on the PostgreSQL figures; a miss sets a failing exit code. */
function checkTargets(rows: ScenarioFigures[], hello: ScenarioFigures) {
  const list = rows.find((row) => row.name === "GET /api/cv/list");
  const share = list ? (list.perSecond / hello.perSecond) * 100 : 0;
  const misses = [
    share < TARGET.listShareOfHello &&
      `list is ${round(share)}% of hello (target >= ${TARGET.listShareOfHello}%)`,
    ...rows.map(
      (row) => row.p99 > TARGET.p99 && `${row.name}: p99 ${row.p99} ms (target <= ${TARGET.p99} ms)`,
    ),
    ...rows.map((row) => row.errors > 0 && `${row.name}: ${row.errors} errors (target 0)`),
  ].filter((miss): miss is string => typeof miss === "string");
  console.log(
    misses.length
      ? `\nTargets missed on PostgreSQL:\n  ${misses.join("\n  ")}`
      : "\nAll PostgreSQL targets met.",
  );
  if (misses.length) process.exitCode = 1;
}

const postgres = await measurePostgres();
const pglite = PGLITE_SECONDS > 0 ? await measurePglite() : [];
const hello = postgres.ceilings.find((row) => row.name === HELLO) as ScenarioFigures;

console.log(
  `\nLoad benchmark: autocannon on loopback, ${SECONDS} s per scenario (PGlite ${PGLITE_SECONDS} s),`,
);
console.log(`${USERS} anonymous users with ${RESUMES_PER_USER} imported resumes each (JSON Resume sample).`);
printTable("Ceilings: bare Hono on the app's HTTP stack", postgres.ceilings, postgres.ceilings);
printTable("PostgreSQL", postgres.app, postgres.ceilings);
if (pglite.length) printTable("PGlite (embedded)", pglite, postgres.ceilings);
checkTargets(postgres.app, hello);
