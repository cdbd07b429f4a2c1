import type { Browser } from "playwright-core";

// Issue 17 goal 3: a keystroke in the wizard to the preview redrawn with it, no throttling.
// Every moment is read in the page on one clock (performance.now): the keydown, the save and
// preview requests (Resource Timing: request sent, answer read) and the new page canvases put in
// the preview (a MutationObserver: the preview swaps in canvases pdf.js has fully drawn).

export interface EditTiming {
  total: number;
  /** keydown → save request sent: the autosave's debounce (and React's work on the keystroke). */
  debounce: number;
  /** save request → its answer read. */
  save: number;
  /** save answered → preview request sent: the preview's own pause after "Saved". */
  previewWait: number;
  /** preview request → the PDF read: the server's render. */
  render: number;
  /** PDF read → page 1's new canvas in the panel: pdf.js parse and paint of the page in view. */
  paint: number;
  /** keydown → the last page's new canvas in (the preview drawn page by page, page 1 first). */
  allPages: number;
}

/** Installed once on the page: notes each keydown and each time new canvases enter the preview. */
function watchEdits() {
  const w = window as unknown as { __keydown: number; __drawn: number[] };
  w.__drawn = [];
  document.addEventListener("keydown", (event) => (w.__keydown = event.timeStamp), { capture: true });
  new MutationObserver((records) => {
    const added = records.some((record) => [...record.addedNodes].some((node) => node.nodeName === "CANVAS"));
    if (added) w.__drawn.push(performance.now());
  }).observe(document.body, { childList: true, subtree: true });
}

export async function measureEdits(
  browser: Browser,
  url: string,
  cookies: { name: string; value: string; domain: string; path: string }[],
  edits: number,
): Promise<EditTiming[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem("cvHelpModalShown", "true");
      localStorage.setItem("cvTailoredHelpModalShown", "true");
    });
    await page.goto(url);
    await page.locator('[data-testid="preview-pages"] canvas').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    await page.evaluate(watchEdits);
    const summary = page.getByLabel("Summary", { exact: true });
    await summary.click();
    await summary.press("End");
    const timings: EditTiming[] = [];
    for (let edit = 0; edit < edits; edit++) {
      await page.evaluate(() => {
        performance.clearResourceTimings();
        (window as unknown as { __drawn: number[] }).__drawn = [];
      });
      // A letter the summary prints: the PDF differs from the last one on every edit.
      await summary.press(String.fromCharCode(97 + (edit % 26)));
      const done = await page.waitForFunction(readEdit, null, { timeout: 30_000, polling: 20 });
      timings.push((await done.jsonValue()) as EditTiming);
      // Let the page settle (the "Saved" state, the preview's busy state) before the next edit.
      await page.waitForTimeout(300);
    }
    return timings;
  } finally {
    await context.close();
  }
}

/** In the page: the edit's timing once the new canvases are in, or null while it is under way. */
function readEdit(): EditTiming | null {
  const w = window as unknown as { __keydown: number; __drawn: number[] };
  const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const save = entries.find((entry) => entry.name.includes("/api/cv/update"));
  const preview = entries.find((entry) => entry.name.includes("/api/pdf/preview"));
  if (!save || !preview) return null;
  const drawn = w.__drawn.find((at) => at > preview.responseEnd);
  if (drawn === undefined) return null;
  // Every page is drawn when the preview is no longer busy.
  if (document.querySelector('[data-testid="preview-pages"][aria-busy="true"]')) return null;
  return {
    allPages: Math.max(...w.__drawn) - w.__keydown,
    total: drawn - w.__keydown,
    debounce: save.startTime - w.__keydown,
    save: save.responseEnd - save.startTime,
    previewWait: preview.startTime - save.responseEnd,
    render: preview.responseEnd - preview.startTime,
    paint: drawn - preview.responseEnd,
  };
}
