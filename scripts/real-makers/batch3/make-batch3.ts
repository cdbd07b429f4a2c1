// Makes tests/import-set/real-makers-3 (a third batch of real makers): moderncv with German,
// French and Spanish headings and dates, hand-made article CVs (a Deedy-like two-column page, a
// paracol sidebar in Portuguese, letter-spaced headings in Italian), a LibreOffice Writer table
// layout (PDF and DOCX) and JSON Resume themes not used before, printed by Chromium; all filled
// with the corpus resumes in ../shared/corpus/resumes (fictional people).
//
// Needs (Debian bookworm): apt-get install texlive-latex-extra texlive-xetex texlive-luatex
//   texlive-fonts-extra poppler-utils chromium libreoffice-writer-nogui
// and the themes installed OUTSIDE the project (never in its package.json):
//   mkdir -p /tmp/jr3 && cd /tmp/jr3 && npm init -y && npm install jsonresume-theme-cora@0.1.1 \
//     jsonresume-theme-autumn@1.0.1
// (tried and left out: kwan 0.0.2 fails in render(), mocha-responsive 1.1.1 cannot find its
// template, slick 0.1.16 printed 11 pages)
// Run from the project root:
//   npx node scripts/real-makers/batch3/make-batch3.ts [id…]      (no ids: all documents)
// Env: JR3_DIR (themes, default /tmp/jr3). Scratch files and the DRAFT truths (the values fed in)
// go to $TMPDIR/real-makers-3; the committed truths were corrected by hand against
// `pdftotext -layout` and the rendered pages, and a re-run never overwrites them. TeX runs twice
// with a fixed SOURCE_DATE_EPOCH; Chromium and LibreOffice prints differ between runs (dates).
// CI never runs this: the documents are committed.

import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTexDocs, printThemes, wanted } from "../run.ts";
import { loadResume, Truth } from "../tex/model.ts";
import { docs } from "./docs3.ts";
import { exportWriter, tableResume } from "./lowriter3.ts";

/** theme → corpus resume (themes not used in the first two batches). */
const themeJobs: [theme: string, resume: string][] = [
  ["cora", "executive-assistant"],
  ["autumn", "public-policy-analyst"],
];

const only = process.argv.slice(2);
const docsDir = join(import.meta.dirname, "../../../tests/import-set/real-makers-3/docs");
const build = join(tmpdir(), "real-makers-3");
makeTexDocs(docs, { only, build, docsDir });

const tableId = "lowriter-table-senior-data-scientist";
if (wanted(only)(tableId)) {
  const truth = new Truth();
  const html = tableResume(loadResume("senior-data-scientist"), truth);
  for (const file of exportWriter(tableId, html, build, docsDir, true)) {
    const id = file.replace(/^docs\/|\.(pdf|docx)$/g, "");
    writeFileSync(join(build, `${id}.truth.json`), truth.json(id).replace(`docs/${id}.pdf`, file));
    console.log(`${id}: ${file}`);
  }
}

await printThemes(themeJobs, {
  only,
  from: process.env.JR3_DIR ?? "/tmp/jr3",
  docsDir,
  work: build,
  onPrinted: (id) => console.log(`${id}: docs/${id}.pdf (truth written by hand from the print)`),
});
