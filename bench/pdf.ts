import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fontIds } from "../src/server/pdf/fonts.ts";
import { resolveOptions, templateIds } from "../src/server/pdf/pdf-options.ts";
import { createPdfRenderer } from "../src/server/pdf/pdf-renderer.ts";
import { renderDocument } from "../src/server/pdf/render-document.ts";
import type { ResumeDocument } from "../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../tests/fixtures/fixture-path.ts";
import { load, round, startServer, stopServer } from "./lib.ts";

// PDF rendering (issue 4 targets: <= 60 ms median per template, >= 16 PDFs/s with 2 workers,
// cached repeat <= 10 ms, /api/health p99 <= 50 ms with 20 renders in flight). The fixture is
// the JSON Resume sample with its work history repeated: two to three pages per design.
const PORT = "3211";
const base = `http://127.0.0.1:${PORT}`;
const origin = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-pdf-"));
const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const work = Array.from({ length: 5 }, (_, i) => ({
  ...sample.work[0],
  name: `${sample.work[0].name} ${i + 1}`,
}));
const fixture = { ...sample, work };
const lines: string[] = [];
const report = (label: string, value: string) => lines.push(`${label.padEnd(58)}${value}`);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return `median ${String(at(0.5)).padStart(6)} ms   p95 ${String(at(0.95)).padStart(6)} ms`;
}

async function timeRenders(doc: ResumeDocument, template: (typeof templateIds)[number], font?: string) {
  const options = resolveOptions(template, font ? { font } : {}, false);
  for (let i = 0; i < 5; i++) await renderDocument(doc, options);
  const samples: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await renderDocument(doc, options);
    samples.push(performance.now() - t0);
  }
  return samples;
}

const server = await startServer({ PORT, DATA_DIR: dataDir, APP_URL: origin, BILLING: "off" });
try {
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
  const imported = await fetch(`${base}/api/cv/import`, {
    method: "POST",
    headers,
    body: JSON.stringify({ format: "json-resume", data: fixture }),
  });
  if (imported.status !== 201) throw new Error(`import failed: ${imported.status}`);
  const doc = (await imported.json()) as ResumeDocument;

  // 1. One warm renderer on this thread: the CPU cost of each template and font.
  for (const template of templateIds) {
    const bytes = await renderDocument(doc, resolveOptions(template, {}, false));
    const pages =
      Buffer.from(bytes)
        .toString("latin1")
        .match(/\/Type \/Page\b/g)?.length ?? 0;
    report(`pages of the fixture in ${template}`, String(pages));
  }
  for (const template of templateIds) {
    report(`render ${template} (default font), warm`, stats(await timeRenders(doc, template)));
  }
  for (const font of fontIds)
    report(`render modern in ${font}, warm`, stats(await timeRenders(doc, "modern", font)));

  // 2. Throughput of the pool: 2 workers, every render a cache miss (distinct accents).
  const pool = createPdfRenderer({ size: 2, maxQueue: 1000 });
  const accent = (i: number) => `#${i.toString(16).padStart(6, "0")}`;
  await Promise.all(
    [0, 1, 2, 3].map((i) => pool.render(doc, resolveOptions("classic", { accent: accent(i) }, false))),
  );
  const total = 120;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: total }, (_, i) =>
      pool.render(
        doc,
        resolveOptions(templateIds[i % templateIds.length] ?? "classic", { accent: accent(i + 10) }, false),
      ),
    ),
  );
  report(
    "PDFs/s, 2 workers, all templates, no cache",
    `${round(total / ((performance.now() - t0) / 1000))} PDFs/s`,
  );
  await pool.close();

  // 3. Over HTTP on the real server: a cached repeat download, and health while renders run.
  const download = () =>
    fetch(`${base}/api/download/pdf`, { method: "POST", headers, body: JSON.stringify({ id: doc.id }) });
  const first = performance.now();
  await (await download()).arrayBuffer();
  report("POST /api/download/pdf, first (worker start + render)", `${round(performance.now() - first)} ms`);
  const cached = await load(300, 1, download);
  report("POST /api/download/pdf, cached repeat (c=1)", `p50 ${cached.p50} ms   p95 ${cached.p95} ms`);

  const renders = Array.from({ length: 20 }, (_, i) =>
    fetch(`${base}/api/pdf/preview`, {
      method: "POST",
      headers,
      body: JSON.stringify({ id: doc.id, template: "sidebar", props: { accent: accent(1000 + i) } }),
    }).then((res) => res.arrayBuffer()),
  );
  const health = await load(300, 2, () => fetch(`${base}/api/health`));
  await Promise.all(renders);
  report(
    "GET /api/health while 20 renders are in flight (c=2)",
    `p50 ${health.p50} ms   p99 ${health.p99} ms`,
  );
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log("\nPDF benchmark (react-pdf, the JSON Resume sample with 5 jobs: 2-3 pages)\n");
for (const line of lines) console.log(line);
