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

/** Watches, from the first script on, for the first usable text field and the first preview canvas. */
function watchFirstInput() {
  const w = window as unknown as { __firstInput?: number; __firstPreview?: number };
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  const check = () => {
    if (w.__firstInput === undefined) {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        'main input:is([type="text"], :not([type])), main textarea',
      );
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
    await page.addInitScript(watchFirstInput);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as { __firstInput?: number }).__firstInput !== undefined, null, {
      timeout: 120_000,
      polling: 50,
    });
    const field = page.locator('main input:is([type="text"], :not([type])), main textarea').first();
    const before = await field.inputValue();
    await field.press("End");
    await field.pressSequentially("x");
    const typedKept = (await field.inputValue()) === `${before}x`;
    const wide = viewport.width >= 1024;
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
