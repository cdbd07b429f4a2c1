import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSON_RESUME_SAMPLE } from "../tests/fixtures/fixture-path.ts";
import { round, startServer, stopServer } from "./lib.ts";

// Cold start (issue 17 goal 4): the built server to a healthy /api/health on a fresh data folder
// and on an existing one, and the first PDF after start (workers warmed at start, off the request
// path). Floor: a bare Hono server (bench/hello-server.ts) started the same way. Needs `npm run build`.
const PORT = 3215;
const RUNS = 5;
const START_TARGET_MS = 1500;
const FIRST_PDF_TARGET_MS = 200;
const base = `http://127.0.0.1:${PORT}`;
const origin = `http://localhost:${PORT}`;
const env = (dataDir: string) => ({ PORT: String(PORT), DATA_DIR: dataDir, APP_URL: origin, BILLING: "off" });

const median = (values: number[]) =>
  round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
const lines: string[] = [];
const report = (label: string, value: number, target?: number) =>
  lines.push(
    `${label.padEnd(58)}${`${value} ms`.padStart(10)}${target === undefined ? "" : `   target <= ${target} ms ${value <= target ? "met" : "MISSED"}`}`,
  );

async function floorStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["bench/hello-server.ts"], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/hello`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const ms = performance.now() - started;
  await stopServer(child);
  return ms;
}

async function untilWarm(): Promise<void> {
  for (;;) {
    const health = (await (await fetch(`${base}/api/health`)).json()) as { pdf?: string };
    if (health.pdf === "ready") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A guest's first resume preview: ms for the PDF answer. */
async function firstPdf(): Promise<number> {
  const signIn = await fetch(`${base}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: "{}",
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const headers = { cookie, origin, "content-type": "application/json" };
  const data = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
  const imported = await fetch(`${base}/api/cv/import`, {
    method: "POST",
    headers,
    body: JSON.stringify({ format: "json-resume", data }),
  });
  const { id } = (await imported.json()) as { id: number };
  const started = performance.now();
  const pdf = await fetch(`${base}/api/pdf/preview`, {
    method: "POST",
    headers,
    body: JSON.stringify({ id, template: "modern", props: {} }),
  });
  if (!pdf.ok) throw new Error(`preview failed: ${pdf.status}`);
  await pdf.arrayBuffer();
  return performance.now() - started;
}

if (!existsSync("build/pglite-template.tar")) throw new Error("run `npm run build` first");
const floors: number[] = [];
const fresh: number[] = [];
const existing: number[] = [];
const warmUps: number[] = [];
const firstPdfs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  floors.push(await floorStart());
  const dataDir = mkdtempSync(join(tmpdir(), "bench-cold-"));
  let child: ChildProcess | undefined;
  try {
    const first = await startServer(env(dataDir));
    fresh.push(first.ms);
    await stopServer(first.child);
    const second = await startServer(env(dataDir));
    child = second.child;
    existing.push(second.ms);
    const healthy = performance.now();
    await untilWarm();
    warmUps.push(performance.now() - healthy);
    firstPdfs.push(await firstPdf());
  } finally {
    if (child) await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
report("floor: bare Hono server, start to first answer (median)", median(floors));
report("server start to healthy, fresh data folder (median)", median(fresh), START_TARGET_MS);
report("server start to healthy, existing data folder (median)", median(existing), START_TARGET_MS);
report("PDF workers warm, after healthy (median)", median(warmUps));
report("first PDF preview after start, workers warm (median)", median(firstPdfs), FIRST_PDF_TARGET_MS);
console.log(`Cold start, ${RUNS} runs each (the server after \`npm run build\`)\n${lines.join("\n")}`);
