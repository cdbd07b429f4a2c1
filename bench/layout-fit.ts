import { readdirSync } from "node:fs";
import { join } from "node:path";
import { searchFit } from "../src/server/modules/layouts/fit-steps.ts";
import { countPdfPages } from "../src/server/pdf/count-pages.ts";
import { resolveOptions } from "../src/server/pdf/pdf-options.ts";
import { createPdfRenderer } from "../src/server/pdf/pdf-renderer.ts";
import { templateIds } from "../src/shared/contracts/pdf.ts";
import { DEFAULT_LAYOUT, type ResumeLayout } from "../src/shared/resume-layout.ts";
import { CORPUS_DIR, corpusResume, requireCorpus } from "../tests/fixtures/corpus.ts";

// "Fit to one page" over the corpus (issue 16 point 5): for each design, how many of the 16
// corpus resumes print on one page as they are, and after the fit (the same search the API runs,
// fit-steps.ts, with the real renderer in its worker pool). A4, each design's own colour and font.
// Run: node bench/layout-fit.ts

if (!requireCorpus("the layout fit bench")) process.exit(0);
const files = readdirSync(join(CORPUS_DIR, "resumes")).filter((file) => file.endsWith(".resume.json"));
const renderer = createPdfRenderer({ size: 2 });
const rows: string[] = [];
const started = performance.now();

for (const template of templateIds) {
  const results = await Promise.all(
    files.map(async (file) => {
      const doc = corpusResume(file);
      const pagesWith = async (layout: ResumeLayout) =>
        countPdfPages(await renderer.render(doc, resolveOptions(template, {}, false, layout)));
      return searchFit(DEFAULT_LAYOUT, template, pagesWith);
    }),
  );
  const before = results.filter((result) => result.pagesBefore <= 1).length;
  const after = results.filter((result) => result.fits).length;
  const left = results
    .filter((result) => !result.fits)
    .map((result) => result.pages)
    .sort((a, b) => a - b);
  rows.push(
    `${template.padEnd(10)} ${String(before).padStart(6)}/16 ${String(after).padStart(6)}/16   ${left.length ? `still over: ${left.join(", ")} pages at the floors` : ""}`,
  );
}
await renderer.close();
console.log("design     1 page before  after fit");
for (const row of rows) console.log(row);
console.log(`(${files.length} corpus resumes, ${Math.round((performance.now() - started) / 1000)} s)`);
