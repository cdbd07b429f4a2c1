import { existsSync } from "node:fs";
import type { ResumeDocument } from "../src/shared/resume.ts";
import { resumeHtml } from "./resume-html.ts";

// Bench only: the "Chromium warm-page" comparison of issue 4. Debian's Chromium, started once;
// each of two warm pages takes the resume's HTML (page.setContent) and prints it (page.pdf).

const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface ChromiumFigures {
  pages: number;
  samples: number[];
  perSecond: number;
}

const countPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** Undefined when Chromium is not installed. */
export async function benchChromium(doc: ResumeDocument): Promise<ChromiumFigures | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const html = resumeHtml(doc);
    const [one, two] = await Promise.all([browser.newPage(), browser.newPage()]);
    const print = async (page: NonNullable<typeof one>) => {
      await page.setContent(html, { waitUntil: "load" });
      return page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    };
    let pages = 0;
    for (let i = 0; i < 5; i++) pages = countPages(await print(one));
    // Latency: one warm page, one print at a time.
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await print(one);
      samples.push(performance.now() - t0);
    }
    // Throughput: two warm pages printing in parallel.
    await print(two);
    const total = 60;
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      [one, two].map(async (page) => {
        while (next < total) {
          next++;
          await print(page);
        }
      }),
    );
    const perSecond = total / ((performance.now() - t0) / 1000);
    return { pages, samples, perSecond };
  } finally {
    await browser.close();
  }
}
