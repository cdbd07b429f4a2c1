import { expectedFromSource } from "../expected-resume.ts";
import { fontConfigFile } from "./font-config.ts";
import type { HtmlLayout } from "./html-kit.ts";
import { oneColumnLayout } from "./html-one-column.ts";
import { sidebarLayout } from "./html-sidebar.ts";
import { tableLayout } from "./html-table.ts";
import type { SampleEngine } from "./sample-engine.ts";

// HTML resumes of three layouts printed by Chromium (Debian's, as the e2e tests use it), one
// browser for the whole batch. Its text comes out the way Chrome's "Save as PDF" writes it.

const layouts: Record<string, HtmlLayout> = {
  "one-column": oneColumnLayout,
  sidebar: sidebarLayout,
  table: tableLayout,
};

/** The launch flags of playwright.config.ts. */
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const layoutOf = (variant: string) => {
  const layout = layouts[variant];
  if (!layout) throw new Error(`No HTML layout "${variant}".`);
  return layout;
};

export const chromiumEngine: SampleEngine = {
  family: "chromium",
  variants: Object.keys(layouts),
  extension: "pdf",
  sources: [
    "tests/import-set/engines/chromium.ts",
    "tests/import-set/engines/font-config.ts",
    "tests/import-set/engines/html-kit.ts",
    "tests/import-set/engines/html-one-column.ts",
    "tests/import-set/engines/html-sidebar.ts",
    "tests/import-set/engines/html-table.ts",
    "tests/import-set/print-dates.ts",
  ],
  expected: (resume, variant) => expectedFromSource(resume, layoutOf(variant).printed),
  async generate(jobs) {
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ARGS,
      // Japanese names print in Noto Sans JP, as on a machine with CJK fonts (none is installed here).
      env: { ...process.env, FONTCONFIG_FILE: await fontConfigFile() },
    });
    try {
      const tab = await browser.newPage();
      const out: Uint8Array[] = [];
      for (const { resume, variant } of jobs) {
        const layout = layoutOf(variant);
        await tab.setContent(layout.html(resume), { waitUntil: "load" });
        out.push(
          new Uint8Array(
            await tab.pdf({ format: layout.format, printBackground: true, preferCSSPageSize: true }),
          ),
        );
      }
      return out;
    } finally {
      await browser.close();
    }
  },
};
