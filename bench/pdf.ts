import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveOptions } from "../src/server/pdf/pdf-options.ts";
import { createPdfRenderer } from "../src/server/pdf/pdf-renderer.ts";
import { renderDocument } from "../src/server/pdf/render-document.ts";
import { createWorkerPool } from "../src/server/pdf/worker-pool.ts";
import { DEFAULT_TEMPLATE, type FontId, fontIds, templateIds } from "../src/shared/contracts/pdf.ts";
import type { ResumeDocument } from "../src/shared/resume.ts";
import { JSON_RESUME_SAMPLE } from "../tests/fixtures/fixture-path.ts";
import { documentFromJsonResume } from "../tests/fixtures/sample-resumes.ts";
import { benchChromium } from "./chromium-pdf.ts";
import { load, round, startServer, stopServer, twoPageJsonResume } from "./lib.ts";

// PDF rendering (issue 4 targets: <= 60 ms median per template, >= 16 PDFs/s with 2 workers,
// cached repeat <= 10 ms, /api/health p99 <= 50 ms with 20 renders in flight). The fixture is
// the JSON Resume sample with its work history repeated: two to three pages per design.
const PORT = "3211";
const base = `http://127.0.0.1:${PORT}`;
const origin = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-pdf-"));
const sample = JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));
const fixture = twoPageJsonResume(sample);
const lines: string[] = [];
const report = (label: string, value: string) => lines.push(`${label.padEnd(58)}${value}`);
/** The react-pdf vs Chromium table, printed after the react-pdf figures. */
const compared: string[] = [];
const compare = (label: string, latency: string, throughput: string) =>
  compared.push(`${label.padEnd(40)}${latency.padEnd(36)}${throughput}`);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return `median ${String(at(0.5)).padStart(6)} ms   p95 ${String(at(0.95)).padStart(6)} ms`;
}

/**
 * One warm worker, as the server prints (worker-pool.ts, no cache in front): the time a user
 * waits for a render, with the document sent to the worker and the PDF sent back.
 */
const worker = createWorkerPool({ size: 1 });

async function timeRenders(doc: ResumeDocument, template: (typeof templateIds)[number], font?: FontId) {
  const options = resolveOptions(template, font ? { font } : {}, false);
  for (let i = 0; i < 5; i++) await worker.render(doc, options);
  const samples: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await worker.render(doc, options);
    samples.push(performance.now() - t0);
  }
  return samples;
}

const pageCount = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString("latin1")
    .match(/\/Type \/Page\b/g)?.length ?? 0;
// The longest corpus resume (5 pages) and the one in Japanese script (fallback fonts).
const CORPUS = join(process.cwd(), "../shared/corpus/resumes");
const CORPUS_RESUMES = ["senior-data-scientist", "phd-biology-researcher"];

const server = await startServer({ PORT, DATA_DIR: dataDir, APP_URL: origin, BILLING: "off" });

/** A guest with the fixture imported: a user of their own, so each has their own PDF lane. */
async function guestWithFixture() {
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
  return { headers, doc: (await imported.json()) as ResumeDocument };
}

try {
  const { headers, doc } = await guestWithFixture();

  // 1. One warm render worker: the cost of each template and font.
  for (const template of templateIds) {
    const bytes = await renderDocument(doc, resolveOptions(template, {}, false));
    report(`pages of the fixture in ${template}`, String(pageCount(bytes)));
  }
  const warmSamples = new Map<string, number[]>();
  for (const template of templateIds) {
    const samples = await timeRenders(doc, template);
    warmSamples.set(template, samples);
    report(`render ${template} (default font), warm`, stats(samples));
  }
  for (const font of fontIds)
    report(`render modern in ${font}, warm`, stats(await timeRenders(doc, "modern", font)));

  // 1b. The longest resume of the shared corpus (issue 12), when the corpus is beside the project.
  for (const name of CORPUS_RESUMES) {
    const file = join(CORPUS, `${name}.resume.json`);
    if (!existsSync(file)) continue;
    const corpusDoc = documentFromJsonResume(JSON.parse(readFileSync(file, "utf8")));
    for (const template of templateIds) {
      const pages = pageCount(await renderDocument(corpusDoc, resolveOptions(template, {}, false)));
      report(
        `render ${name} in ${template} (${pages} pages), warm`,
        stats(await timeRenders(corpusDoc, template)),
      );
    }
  }

  await worker.close();

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
  const poolPerSecond = round(total / ((performance.now() - t0) / 1000));
  report("PDFs/s, 2 workers, all templates, no cache", `${poolPerSecond} PDFs/s`);
  compare(
    `react-pdf ${DEFAULT_TEMPLATE}, warm worker`,
    stats(warmSamples.get(DEFAULT_TEMPLATE) ?? []),
    `${poolPerSecond} PDFs/s (2 workers)`,
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

  // One user renders one PDF at a time with at most 4 waiting (security limits): 4 users x 5.
  const guests = await Promise.all([0, 1, 2, 3].map(() => guestWithFixture()));
  const renders = Array.from({ length: 20 }, (_, i) => {
    const guest = guests[i % guests.length] ?? { headers, doc };
    return fetch(`${base}/api/pdf/preview`, {
      method: "POST",
      headers: guest.headers,
      body: JSON.stringify({ id: guest.doc.id, template: "sidebar", props: { accent: accent(1000 + i) } }),
    }).then(async (res) => {
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`preview answered ${res.status}`);
    });
  });
  const health = await load(300, 2, () => fetch(`${base}/api/health`));
  await Promise.all(renders);
  report(
    "GET /api/health while 20 renders are in flight (c=2)",
    `p50 ${health.p50} ms   p99 ${health.p99} ms`,
  );

  // 4. The same content as HTML, printed by Chromium on warm pages (the comparison).
  const chromium = await benchChromium(doc);
  if (chromium) {
    report("pages of the fixture as HTML in Chromium", String(chromium.pages));
    compare(
      "Chromium warm page (setContent + pdf)",
      stats(chromium.samples),
      `${round(chromium.perSecond)} PDFs/s (2 pages)`,
    );
  } else {
    compare("Chromium warm page (setContent + pdf)", "chromium not installed", "");
  }
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log("\nPDF benchmark (react-pdf, the JSON Resume sample with 5 jobs: 2-3 pages)\n");
for (const line of lines) console.log(line);
console.log("\nSide by side: the same resume, one PDF at a time (latency) and in parallel (throughput)\n");
for (const line of compared) console.log(line);
