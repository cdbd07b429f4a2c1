import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Figures, load, startServer, stopServer } from "./lib.ts";

// Foundation benchmark: start-up on the embedded database and the cost of the hot paths every
// page pays (health, session + entitlements, SSR), plus password sign-in (scrypt, deliberately slow).
const PORT = "3210";
const base = `http://127.0.0.1:${PORT}`;
const origin = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
const env = { PORT, DATA_DIR: dataDir, APP_URL: origin, AUTH_RATE_LIMIT_MAX: "1000000" };
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

console.log("\nFoundation benchmark (loopback HTTP, embedded PGlite)\n");
console.log(
  [
    "what".padEnd(48),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
  ].join(""),
);
for (const [label, value] of rows) {
  if (typeof value === "string") console.log(`${label.padEnd(48)}${value.padStart(8)}`);
  else
    console.log(
      [
        label.padEnd(48),
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
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, name: "Bench" }),
  });
  // Confirm through the development outbox, as a person on a fresh machine would.
  const outbox = await (await fetch(`${base}/dev/outbox`)).text();
  const link = outbox.match(/href="(http[^"]+verify-email[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  if (!link) throw new Error("no confirmation link in the outbox");
  await fetch(link.replace(origin, base), { redirect: "manual" });
}
