import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { round, startServer, stopServer } from "./lib.ts";
import { startFloorProxy } from "./web-floor-proxy.ts";

// The public pages' weight and speed (issue 17, goal 1): for each page, the JavaScript it
// ships (gzip, external files and inline scripts), and in Chromium on Lighthouse's mobile
// profile (slow 4G, 4x CPU) its largest contentful paint, cumulative layout shift and total
// blocking time, each beside its target and beside the floor: the same HTML with no script
// at all, measured in the same run. A first visit: a fresh browser context, no session.
// Needs `npm run build` first, and Debian's Chromium for the paint figures.
const PORT = 3213;
const REAL_PORT = PORT + 1;
const FLOOR_PORT = PORT + 2;
const upstream = new URL(`http://127.0.0.1:${PORT}`);
const dataDir = mkdtempSync(join(tmpdir(), "bench-web-"));
const CHROMIUM = "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);

const PAGES = [
  "/",
  "/pricing",
  "/blog",
  "/blog/resume/how-ats-read-resumes",
  "/free-tools/how-to-professionally-say",
  "/legal/privacy-policy",
  "/legal/cookie-policy",
  "/legal/terms-of-use",
  "/thank-you",
  "/auth",
];
const TARGET = { jsKb: 35, lcpMs: 1200, cls: 0, tbtMs: 50 };
// Pages that still load React for a visitor, and why (docs/decisions/025).
const REACT_PAGES: Record<string, string> = {
  "/auth": "the sign-in widget (seven views, two-factor, codes, social sign-in) is React",
};

// Lighthouse's mobile profile with DevTools throttling: slow 4G and a 4x slower CPU.
const network = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

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

/** The text of the inline scripts (no src): they ship with the HTML but are JavaScript all the same. */
function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] as string)
    .join("\n");
}

async function shippedJs(path: string) {
  const base = upstream.origin;
  const html = await (await fetch(new URL(path, base))).text();
  const urls = scriptUrls(html);
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(new URL(url, base), { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const inline = inlineScripts(html);
  const inlineGzip = inline ? gzipSync(inline, { level: 9 }).length : 0;
  return {
    files: urls.length,
    gzip: gzip + inlineGzip,
    inlineGzip,
    htmlGzip: gzipSync(html, { level: 9 }).length,
  };
}

interface Paint {
  lcp: number;
  cls: number;
  tbt: number;
}

async function measure(browser: Browser, url: string): Promise<Paint> {
  // A fresh context per run: an empty cache and no session, like a first visit.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const w = window as unknown as { __paint: { lcp: number; cls: number; longTasks: number[][] } };
      w.__paint = { lcp: 0, cls: 0, longTasks: [] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__paint.lcp = Math.max(w.__paint.lcp, entry.startTime);
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.__paint.cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__paint.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2000);
    return await page.evaluate(() => {
      const { lcp, cls, longTasks } = (
        window as unknown as { __paint: { lcp: number; cls: number; longTasks: number[][] } }
      ).__paint;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      // Lighthouse's total blocking time: what each long task after the first paint spends past 50 ms.
      const tbt = longTasks
        .filter(([start]) => (start ?? 0) >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, (duration ?? 0) - 50), 0);
      return { lcp, cls, tbt };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function paints(browser: Browser, path: string) {
  const real: Paint[] = [];
  const floor: Paint[] = [];
  // The first pair warms the server (SSR code paths), not the browser: not counted.
  for (let run = 0; run < RUNS + 1; run++) {
    const a = await measure(browser, `http://127.0.0.1:${REAL_PORT}${path}`);
    const b = await measure(browser, `http://127.0.0.1:${FLOOR_PORT}${path}`);
    if (run > 0) {
      real.push(a);
      floor.push(b);
    }
  }
  const summary = (runs: Paint[]) => ({
    lcp: round(median(runs.map((r) => r.lcp))),
    cls: Math.round(median(runs.map((r) => r.cls)) * 1000) / 1000,
    tbt: round(median(runs.map((r) => r.tbt))),
  });
  return { real: summary(real), floor: summary(floor) };
}

const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
const cell = (text: string, width: number) => text.padEnd(width);

const server = await startServer({
  PORT: String(PORT),
  DATA_DIR: dataDir,
  APP_URL: `http://localhost:${PORT}`,
});
const realProxy = await startFloorProxy(REAL_PORT, upstream, false);
const floorProxy = await startFloorProxy(FLOOR_PORT, upstream, true);
const rows: string[] = [];
const misses: string[] = [];
try {
  const { chromium } = existsSync(CHROMIUM) ? await import("playwright-core") : { chromium: null };
  const browser = chromium
    ? await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-sync",
        ],
      })
    : null;
  try {
    for (const path of PAGES) {
      const js = await shippedJs(path);
      const jsKb = round(js.gzip / 1024);
      const jsOk = jsKb <= TARGET.jsKb;
      const why = REACT_PAGES[path] ? `: ${REACT_PAGES[path]}` : "";
      if (!jsOk) misses.push(`${path}: JS ${jsKb} KB, ${round(jsKb - TARGET.jsKb)} KB over${why}`);
      const jsText = `${jsKb} KB (${js.files} files, ${round(js.inlineGzip / 1024)} inline) ${mark(jsOk)}`;
      if (!browser) {
        rows.push(`${cell(path, 40)}${cell(jsText, 40)}paint figures skipped: ${CHROMIUM} is not installed`);
        continue;
      }
      const { real, floor } = await paints(browser, path);
      const lcpOk = real.lcp <= TARGET.lcpMs;
      const clsOk = real.cls <= TARGET.cls;
      const tbtOk = real.tbt <= TARGET.tbtMs;
      if (!lcpOk)
        misses.push(
          `${path}: LCP ${real.lcp} ms, ${round(real.lcp - TARGET.lcpMs)} ms over (floor ${floor.lcp})`,
        );
      if (!clsOk) misses.push(`${path}: CLS ${real.cls} (floor ${floor.cls})`);
      if (!tbtOk)
        misses.push(
          `${path}: TBT ${real.tbt} ms, ${round(real.tbt - TARGET.tbtMs)} ms over (floor ${floor.tbt})`,
        );
      rows.push(
        cell(path, 40) +
          cell(jsText, 40) +
          cell(`${real.lcp} (${floor.lcp}) ${mark(lcpOk)}`, 22) +
          cell(`${real.cls} (${floor.cls}) ${mark(clsOk)}`, 18) +
          `${real.tbt} (${floor.tbt}) ${mark(tbtOk)}`,
      );
    }
  } finally {
    await browser?.close();
  }
} finally {
  realProxy.close();
  floorProxy.close();
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log("\nPublic pages (bench/web.ts)\n");
console.log(
  `Slow 4G (${network.latency} ms RTT, 1.4 Mbit/s), ${CPU_SLOWDOWN}x CPU, 412 px phone, first visit; median of ${RUNS} runs.`,
);
console.log("In brackets: the floor, the same HTML with every script taken out, measured in the same run.\n");
console.log(`${cell("page", 40) + cell("JS gzip", 40) + cell("LCP ms", 22) + cell("CLS", 18)}TBT ms`);
console.log(
  cell("target", 40) +
    cell(`<= ${TARGET.jsKb} KB`, 40) +
    cell(`<= ${TARGET.lcpMs}`, 22) +
    cell(String(TARGET.cls), 18) +
    `<= ${TARGET.tbtMs}`,
);
for (const row of rows) console.log(row);
console.log(
  misses.length ? `\nMissed:\n${misses.map((miss) => `- ${miss}`).join("\n")}` : "\nEvery target met.",
);
