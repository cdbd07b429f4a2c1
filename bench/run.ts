import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSON_RESUME_SAMPLE } from "../tests/fixtures/fixture-path.ts";
import { type Figures, load, startServer, stopServer } from "./lib.ts";

// Start-up on the embedded database and the cost of the hot paths every
// page pays (health, session + entitlements, SSR), plus password sign-in (scrypt, deliberately slow).
const PORT = "3210";
const base = `http://127.0.0.1:${PORT}`;
const origin = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
// BILLING=off: the bench user may create as many resumes as it needs.
const env = { PORT, DATA_DIR: dataDir, APP_URL: origin, AUTH_RATE_LIMIT_MAX: "1000000", BILLING: "off" };
const rows: [string, Figures | string][] = [];

const cold = await startServer(env);
rows.push(["start, first run (create + migrate PGlite)", `${cold.ms} ms`]);
await stopServer(cold.child);
const warm = await startServer(env);
rows.push(["start, existing data", `${warm.ms} ms`]);

try {
  const cookie = await anonymousSession();
  const email = `bench-${Date.now()}@example.com`;
  const password = "bench-password-42";
  await signUpAndConfirm(email, password);

  rows.push(["GET /api/health (c=20)", await load(3000, 20, () => fetch(`${base}/api/health`))]);
  rows.push([
    "GET /api/user, session + entitlements (c=20)",
    await load(3000, 20, () => fetch(`${base}/api/user`, { headers: { cookie } })),
  ]);
  rows.push(["GET /auth, server-rendered page (c=20)", await load(1000, 20, () => fetch(`${base}/auth`))]);

  // The resume paths the wizard and list hit: the JSON Resume sample (a full resume) imported.
  const headers = { cookie, origin, "content-type": "application/json" };
  const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
  const imported = await fetch(`${base}/api/cv/import`, {
    method: "POST",
    headers,
    body: JSON.stringify({ format: "json-resume", data: sample }),
  });
  const resume = (await imported.json()) as { id: number; updated_at: string };
  if (imported.status !== 201) throw new Error(`import failed: ${imported.status}`);
  rows.push([
    "GET /api/cv/list (c=20)",
    await load(2000, 20, () => fetch(`${base}/api/cv/list`, { headers })),
  ]);
  rows.push([
    "GET /api/cv/item, full document (c=20)",
    await load(2000, 20, () => fetch(`${base}/api/cv/item?id=${resume.id}`, { headers })),
  ]);
  // Autosave writes of one editor are a chain (each carries the last updated_at): c=1.
  let updatedAt = resume.updated_at;
  rows.push([
    "PATCH /api/cv/update, autosave chain (c=1)",
    await load(500, 1, async () => {
      const response = await fetch(`${base}/api/cv/update`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ id: resume.id, updated_at: updatedAt, summary: `Draft ${Math.random()}` }),
      });
      const body = (await response.clone().json()) as { updated_at: string };
      updatedAt = body.updated_at;
      return response;
    }),
  ]);
  rows.push([
    "POST /api/auth/sign-in/email, scrypt (c=4)",
    await load(100, 4, () =>
      fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email, password }),
      }),
    ),
  ]);
} finally {
  await stopServer(warm.child);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log("\nBenchmark (loopback HTTP, embedded PGlite)\n");
console.log(
  [
    "what".padEnd(50),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
  ].join(""),
);
for (const [label, value] of rows) {
  if (typeof value === "string") console.log(`${label.padEnd(50)}${value.padStart(8)}`);
  else
    console.log(
      [
        label.padEnd(50),
        String(value.perSecond).padStart(8),
        String(value.p50).padStart(8),
        String(value.p95).padStart(8),
        String(value.p99).padStart(8),
        String(value.errors).padStart(7),
      ].join(""),
    );
}

async function anonymousSession(): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: "{}",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!response.ok || !cookie) throw new Error(`anonymous sign-in failed: ${response.status}`);
  return cookie;
}

async function signUpAndConfirm(email: string, password: string) {
  const json = { "content-type": "application/json", origin };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, name: "Bench" }),
  });
  // Confirming in the browser that signed up keeps its password (another browser's confirmation
  // drops it: docs/architecture.md "Security", pre-registration takeover).
  const signUpCookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // Confirm through the development outbox, as a person on a fresh machine would.
  const outbox = await (await fetch(`${base}/dev/outbox`)).text();
  const link = outbox.match(/href="(http[^"]+verify-email[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  if (!link) throw new Error("no confirmation link in the outbox");
  await fetch(link.replace(origin, base), { headers: { cookie: signUpCookie }, redirect: "manual" });
}
