// Makes tests/import-set/real-makers-6 (a sixth batch of real makers, issue 31): makers and
// layouts not used in batches 1–5: moderncv with moderntimeline's year bars (TeX Live), HTML in
// the look of a Canva two-tone sidebar template, a Google Docs "Coral"-like page and a Word
// "Timeline"-like table (html6.ts), those pages opened by LibreOffice Writer and saved as DOCX or
// exported as PDF, and the JSON Resume theme "elegant" from npm. Filled with the corpus resumes in
// ../shared/corpus/resumes (fictional people).
//
// Needs (Debian bookworm): chromium, libreoffice-writer-nogui, texlive-latex-extra, fonts-dejavu, fonts-liberation; the theme installed
// outside the project: `cd /tmp/jr6 && npm install jsonresume-theme-elegant@1.16.1`.
// Run from the project root:
//   npx node scripts/real-makers/batch6/make-batch6.ts [id…]      (no ids: all documents)
// Scratch files and the DRAFT truths (the values fed in) go to $TMPDIR/real-makers-6; the
// committed truths were checked by hand against `pdftotext` and the rendered pages, and a re-run
// never overwrites them. CI never runs this: the documents are committed.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Shown } from "../batch4/headers4.ts";
import { batch, type MadeDoc, makeTexDocs, printHtmlDocs, printThemes, writerExport } from "../run.ts";
import { type Doc, loadResume, Truth } from "../tex/model.ts";
import { canvaSidebar, docsCoral, wordTimeline } from "./html6.ts";
import { moderncvTimeline } from "./tex6.ts";

type HtmlDoc = MadeDoc<Shown>;

const htmlDocs: HtmlDoc[] = [
  {
    id: "chromium-html-canva-sidebar-graphic-designer",
    resume: "graphic-designer",
    shown: { phone: "+1 612 555 0110", place: "Minneapolis, MN" },
    make: canvaSidebar,
  },
  {
    id: "chromium-html-docs-coral-nurse-to-health-it",
    resume: "nurse-to-health-it",
    shown: { phone: "(313) 555-0147", place: "Dearborn, MI" },
    make: docsCoral,
  },
  {
    id: "chromium-html-word-timeline-mechanical-engineer",
    resume: "mechanical-engineer",
    shown: { phone: "(216) 555-0185", place: "Cleveland, OH" },
    make: wordTimeline,
  },
];

const texDocs: Doc[] = [
  {
    id: "pdftex-moderntimeline-public-policy-analyst",
    engine: "pdftex",
    resume: "public-policy-analyst",
    cls: "moderncv + moderntimeline",
    style: "casual",
    licence: "LPPL-1.3c",
    layout: "timeline bars with year labels in the date column; 'since 2022' for the current job",
    build: moderncvTimeline,
  },
];

const run = batch("real-makers-6");
printHtmlDocs(htmlDocs, run);

// Pages opened by LibreOffice Writer (its HTML import) and saved as Word or exported as PDF.
const writerDocs: (HtmlDoc & { to: "docx" | "pdf" })[] = [
  {
    id: "lowriter-docx-docs-coral-head-chef",
    resume: "head-chef",
    shown: { phone: "(503) 555-0119", place: "Portland, OR" },
    make: docsCoral,
    to: "docx",
  },
  {
    id: "lowriter-docx-word-timeline-retail-store-manager",
    resume: "retail-store-manager",
    shown: { phone: "614-555-0138", place: "Columbus, OH" },
    make: wordTimeline,
    to: "docx",
  },
  {
    id: "lowriter-docs-coral-executive-assistant",
    resume: "executive-assistant",
    shown: { phone: "(404) 555-0163", place: "Atlanta, GA" },
    make: docsCoral,
    to: "pdf",
  },
];

for (const doc of writerDocs) {
  if (!run.want(doc.id)) continue;
  const truth = new Truth();
  const html = join(run.build, `${doc.id}.html`);
  writeFileSync(html, doc.make(loadResume(doc.resume), truth, doc.shown));
  writerExport(html, truth, { id: doc.id, to: doc.to, html: true }, run);
}

makeTexDocs(texDocs, run);

await printThemes([["elegant", "senior-accountant-cpa"]], {
  only: run.only,
  from: process.env.JR6_DIR ?? "/tmp/jr6",
  docsDir: run.docsDir,
  work: run.build,
  onPrinted: (id) => console.log(`${id}: docs/${id}.pdf (truth written by hand from the print)`),
});
