import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { round, startServer, stopServer } from "./lib.ts";

// The public site's weight and speed (issue 6 targets: JavaScript shipped to / <= 100 KB gzip;
// a Lighthouse-style largest contentful paint of / on a throttled mobile profile). Needs
// `npm run build` first, and Debian's Chromium for the paint figures.
const PORT = "3213";
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-web-"));
const CHROMIUM = "/usr/bin/chromium";
const RUNS = 5;
const JS_TARGET_KB = 100;

// Lighthouse's mobile profile with DevTools throttling: slow 4G and a 4x slower CPU.
const network = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const lines: string[] = [];
const report = (label: string, value: string) => lines.push(`${label.padEnd(52)}${value}`);
const kb = (bytes: number) => `${round(bytes / 1024)} KB`;

/** Every script the HTML of a page loads up front: script tags, module preloads and inline imports. */
function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g))
    urls.add(match[1] as string);
  for (const match of html.matchAll(/import\s*(?:[^"';]*from\s*)?["']([^"']+\.js)["']/g))
    urls.add(match[1] as string);
  return [...urls];
}

async function shippedJs() {
  const html = await (await fetch(`${base}/`)).text();
  let raw = 0;
  let gzip = 0;
  const urls = scriptUrls(html);
  let wire = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(new URL(url, base), { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    // What a browser receives: the server's precompressed brotli file.
    const served = await fetch(new URL(url, base), { headers: { "accept-encoding": "br, gzip" } });
    wire += Number(served.headers.get("content-length") ?? body.length);
    await served.arrayBuffer();
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string);
  let cssGzip = 0;
  for (const url of css) {
    cssGzip += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer()), {
      level: 9,
    }).length;
  }
  return { files: urls.length, raw, gzip, wire, cssGzip, htmlGzip: gzipSync(html, { level: 9 }).length };
}

async function paints() {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  const lcp: number[] = [];
  const fcp: number[] = [];
  try {
    for (let run = 0; run < RUNS + 1; run++) {
      // A fresh context per run: an empty cache, like a first visit.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number };
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(`${base}/`, { waitUntil: "load" });
      await page.waitForTimeout(1500);
      const figures = await page.evaluate(() => ({
        lcp: (window as unknown as { __lcp: number }).__lcp,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      }));
      // The first run warms the server (SSR code paths), not the browser: not counted.
      if (run > 0) {
        lcp.push(figures.lcp);
        fcp.push(figures.fcp);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values: number[]) =>
    round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
  return { lcp: median(lcp), fcp: median(fcp), lcpRuns: lcp.map(round) };
}

const server = await startServer({ PORT, DATA_DIR: dataDir, APP_URL: `http://localhost:${PORT}` });
try {
  const js = await shippedJs();
  const verdict = js.gzip / 1024 <= JS_TARGET_KB ? "within" : "OVER";
  report(
    `JS shipped to / (${js.files} files, gzip)`,
    `${kb(js.gzip)}  (${verdict} the ${JS_TARGET_KB} KB target; raw ${kb(js.raw)})`,
  );
  report("JS sent over the wire (as served, brotli)", kb(js.wire));
  report("CSS shipped to / (gzip)", kb(js.cssGzip));
  report("HTML of / (gzip)", kb(js.htmlGzip));
  if (existsSync(CHROMIUM)) {
    const paint = await paints();
    const profile = `slow 4G ${network.latency} ms RTT, ${CPU_SLOWDOWN}x CPU, median of ${RUNS}`;
    report("LCP of / (cold cache)", `${paint.lcp} ms  (${profile}; runs ${paint.lcpRuns.join(", ")})`);
    report("FCP of / (cold cache)", `${paint.fcp} ms`);
  } else {
    report("LCP of /", `skipped: ${CHROMIUM} is not installed`);
  }
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log("\nPublic site (bench/web.ts)\n");
for (const line of lines) console.log(line);
