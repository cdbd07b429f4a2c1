import type { Browser } from "playwright-core";
import { round } from "./lib.ts";

// Issue 17 goal 2: the wizard's first load on a cold cache, on Lighthouse's mobile throttling
// (slow 4G, 4x CPU). "First input" is the moment the first text field of the form is visible,
// enabled and hydrated (React has attached its handlers, so a typed character reaches the app's
// state, not only the server-rendered box); the bench then types a character to prove it.

// Lighthouse's mobile profile with DevTools throttling, as in bench/web.ts.
const network = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
export const PROFILE = `slow 4G ${network.latency} ms RTT, ${CPU_SLOWDOWN}x CPU, cold cache`;

export interface FirstLoad {
  /** ms from navigation start to the first usable text field. */
  firstInputMs: number;
  /** JavaScript bodies as sent (brotli/gzip), received before that moment. */
  jsBytesBefore: number;
  jsFilesBefore: number;
  /** pdf.js (its chunk or its worker) was asked for before the first input was usable. */
  pdfjsBeforeInput: boolean;
  /** ms to the first preview page drawn (null where the preview is not shown, e.g. a phone). */
  firstPreviewMs: number | null;
  /** ms to the HTML received, and to the last script received before the first input. */
  htmlMs: number;
  scriptsDoneMs: number;
  /** The typed character was in the field's value afterwards. */
  typedKept: boolean;
}

/** The wizard's first text field; the dashboard's first field (its "Import a resume file"). */
export const TEXT_FIELD = 'main input:is([type="text"], :not([type])), main textarea';
export const ANY_FIELD = "main input, main textarea";

/** Watches, from the first script on, for the first usable field and the first preview canvas. */
function watchFirstInput(selector: string) {
  const w = window as unknown as { __firstInput?: number; __firstPreview?: number };
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  const check = () => {
    if (w.__firstInput === undefined) {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
      if (field && !field.disabled && field.getClientRects().length > 0 && hydrated(field))
        w.__firstInput = performance.now();
    }
    if (w.__firstPreview === undefined && document.querySelector('[data-testid="preview-pages"] canvas'))
      w.__firstPreview = performance.now();
    if (w.__firstInput === undefined || w.__firstPreview === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Script files, by path; and pdf.js's own files (its chunk, our pdf-canvas chunk, its worker). */
const JS_PATH = /\.m?js$/;
const PDFJS_PATH = /pdf[.-](canvas|worker)|pdfjs/i;

export async function measureFirstLoad(
  browser: Browser,
  url: string,
  cookies: { name: string; value: string; domain: string; path: string }[],
  viewport: { width: number; height: number },
  selector = TEXT_FIELD,
): Promise<FirstLoad> {
  // A fresh context per run: an empty cache, like a first visit (the session cookie is given).
  const context = await browser.newContext({ viewport });
  await context.addCookies(cookies);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      // A returning user: the first-visit help dialog would sit over the form.
      localStorage.setItem("cvHelpModalShown", "true");
      localStorage.setItem("cvTailoredHelpModalShown", "true");
    });
    await page.addInitScript(watchFirstInput, selector);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as { __firstInput?: number }).__firstInput !== undefined, null, {
      timeout: 120_000,
      polling: 50,
    });
    // A text field proves it with a typed character; a file field (the dashboard) cannot be typed in.
    const field = page.locator(selector).first();
    let typedKept = true;
    if (selector === TEXT_FIELD) {
      const before = await field.inputValue();
      await field.press("End");
      await field.pressSequentially("x");
      typedKept = (await field.inputValue()) === `${before}x`;
    }
    const wide = viewport.width >= 1024 && selector === TEXT_FIELD;
    if (wide)
      await page.waitForFunction(
        () => (window as { __firstPreview?: number }).__firstPreview !== undefined,
        null,
        { timeout: 120_000, polling: 100 },
      );
    await page.waitForLoadState("networkidle");
    return await page
      .evaluate(
        ({ wide, jsPattern, pdfPattern }) => {
          const w = window as unknown as { __firstInput: number; __firstPreview?: number };
          const isJs = (name: string) => new RegExp(jsPattern).test(new URL(name).pathname);
          const isPdfjs = (name: string) => new RegExp(pdfPattern, "i").test(new URL(name).pathname);
          const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
          const scripts = entries.filter((entry) => isJs(entry.name) && entry.responseEnd <= w.__firstInput);
          return {
            firstInputMs: w.__firstInput,
            jsBytesBefore: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            jsFilesBefore: scripts.length,
            htmlMs: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
              .responseEnd,
            scriptsDoneMs: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
            pdfjsBeforeInput: entries.some(
              (entry) => isPdfjs(entry.name) && entry.startTime < w.__firstInput,
            ),
            firstPreviewMs: wide ? (w.__firstPreview ?? null) : null,
          };
        },
        { wide, jsPattern: JS_PATH.source, pdfPattern: PDFJS_PATH.source },
      )
      .then((figures) => ({ ...figures, typedKept, firstInputMs: round(figures.firstInputMs) }));
  } finally {
    await context.close();
  }
}

/**
 * The floor under the first load on the same profile: a page whose HTML loads only React, React
 * DOM and React Router (the file every page needs) and then reads the session once, the least a
 * signed-in page can do before it shows anything of the user. Served as a file of the build.
 */
export async function measureFloor(
  browser: Browser,
  url: string,
  cookies: { name: string; value: string; domain: string; path: string }[],
): Promise<{ ms: number; jsBytes: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as { __floor?: number }).__floor !== undefined, null, {
      timeout: 120_000,
      polling: 50,
    });
    return await page.evaluate((jsPattern) => {
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (entry) => new RegExp(jsPattern).test(new URL(entry.name).pathname),
      );
      return {
        ms: Math.round((window as unknown as { __floor: number }).__floor * 10) / 10,
        jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      };
    }, JS_PATH.source);
  } finally {
    await context.close();
  }
}

/** The floor page's HTML and its script (a file: the CSP allows no inline script). */
export function floorFiles(frameworkFile: string): { html: string; script: string } {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<script type="module" src="/bench-floor.js"></script></head>
<body><main><input aria-label="floor"></main></body></html>`,
    script: `import "/assets/${frameworkFile}";
await fetch("/api/auth/get-session", { credentials: "same-origin" }).then((answer) => answer.text());
window.__floor = performance.now();
`,
  };
}
