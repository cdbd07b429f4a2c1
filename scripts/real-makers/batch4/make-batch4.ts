// Makes tests/import-set/real-makers-4 (a fourth batch of real makers, issue 31): documents
// chosen for the HEADER and CONTACT layouts people use that the earlier batches lack (see
// headers4.ts, tex4.ts, fodt4.ts), filled with the corpus resumes in ../shared/corpus/resumes
// (fictional people). HTML is printed by headless Chromium, TeX by XeTeX and LuaTeX, a flat ODT
// with the name in the page header and the contact in the page footer by LibreOffice (PDF and
// DOCX), and one JSON Resume theme not used before.
//
// Needs (Debian bookworm): apt-get install texlive-latex-extra texlive-xetex texlive-luatex
//   texlive-fonts-extra poppler-utils chromium libreoffice-writer-nogui fonts-dejavu fonts-liberation
// and the theme installed OUTSIDE the project (never in its package.json):
//   mkdir -p /tmp/jr4 && cd /tmp/jr4 && npm init -y && npm install jsonresume-theme-flat@0.3.7
// Run from the project root:
//   npx node scripts/real-makers/batch4/make-batch4.ts [id…]      (no ids: all documents)
// Scratch files and the DRAFT truths (the values fed in) go to $TMPDIR/real-makers-4; the
// committed truths were corrected by hand against `pdftotext -layout` and the rendered pages, and
// a re-run never overwrites them. CI never runs this: the documents are committed.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { batch, type MadeDoc, makeTexDocs, printHtmlDocs, printThemes, writerExport } from "../run.ts";
import { type Doc, loadResume, Truth } from "../tex/model.ts";
import { fodtHeaderFooter } from "./fodt4.ts";
import {
  cvTitle,
  footerContact,
  nameBar,
  type Shown,
  smallCaps,
  spacedCaps,
  stackedSidebar,
  twotone,
} from "./headers4.ts";
import { resumeTitleSmallCaps, twoLineName } from "./tex4.ts";

type HtmlDoc = MadeDoc<Shown>;

const htmlDocs: HtmlDoc[] = [
  {
    id: "chromium-html-twotone-head-chef",
    resume: "head-chef",
    shown: { phone: "773.555.0154", place: "Chicago, IL" },
    make: twotone,
  },
  {
    id: "chromium-html-sidebar-stacked-retail-store-manager",
    resume: "retail-store-manager",
    shown: { phone: "(614) 555-0138", place: "Columbus, OH" },
    make: stackedSidebar,
  },
  {
    id: "chromium-html-spaced-caps-mechanical-engineer",
    resume: "mechanical-engineer",
    shown: { phone: "+49 170 1234567", place: "Munich, Germany" },
    make: spacedCaps,
  },
  {
    id: "chromium-html-cv-title-nurse-to-health-it",
    resume: "nurse-to-health-it",
    shown: { phone: "(313) 555-0147", place: "Dearborn, MI" },
    make: (r, t, s) => cvTitle(r, t, s, "RN"),
  },
  {
    id: "chromium-html-name-bar-veteran-logistics-to-supply-chain",
    resume: "veteran-logistics-to-supply-chain",
    shown: { phone: "(253) 555-0119", place: "Tacoma, WA" },
    make: (r, t, s) => nameBar(r, t, s, "Supply Chain Analyst"),
  },
  {
    id: "chromium-html-footer-executive-assistant",
    resume: "executive-assistant",
    shown: { phone: "404.555.0163", place: "Atlanta, GA" },
    make: footerContact,
  },
  {
    id: "chromium-html-smallcaps-senior-accountant-cpa",
    resume: "senior-accountant-cpa",
    shown: { phone: "+33 6 12 34 56 78", place: "Lyon, France" },
    make: (r, t, s) => smallCaps(r, t, s, "CPA"),
  },
];

const texDocs: Doc[] = [
  {
    id: "xetex-article-twoline-public-policy-analyst",
    engine: "xetex",
    resume: "public-policy-analyst",
    cls: "article",
    style: "two-line name in two weights, tabular of labelled details",
    licence: "LPPL-1.3c",
    layout: "first name over last name (bold, colour) left; Phone/Email/LinkedIn/Address tabular right",
    build: twoLineName({ phone: "+44 (0)20 7946 0958", place: "London SE15" }),
  },
  {
    id: "luatex-article-resume-title-enterprise-sales-manager",
    engine: "luatex",
    resume: "enterprise-sales-manager",
    cls: "article",
    style: "RÉSUMÉ title line, small-capitals name, fontawesome5 icon line",
    licence: "LPPL-1.3c",
    layout: "centred 'RÉSUMÉ' over the name in small caps, label in italics, icon contact line",
    build: resumeTitleSmallCaps({ phone: "+1 (512) 555-0191", place: "Austin, Texas" }),
  },
];

const run = batch("real-makers-4");
printHtmlDocs(htmlDocs, run);
makeTexDocs(texDocs, run);

// One Writer document, exported as PDF and saved as Word: each is a document of its own.
const writerId = "lowriter-header-footer-recent-graduate-internships";
if (run.want(writerId)) {
  const truth = new Truth();
  const shown = { phone: "732-555-0172", place: "New Brunswick, NJ" };
  const fodt = join(run.build, `${writerId}.fodt`);
  writeFileSync(fodt, fodtHeaderFooter(loadResume("recent-graduate-internships"), truth, shown));
  writerExport(fodt, truth, { id: writerId, to: "pdf" }, run);
  writerExport(fodt, truth, { id: writerId.replace("lowriter-", "lowriter-docx-"), to: "docx" }, run);
}

await printThemes([["flat", "elementary-teacher"]], {
  only: run.only,
  from: process.env.JR4_DIR ?? "/tmp/jr4",
  docsDir: run.docsDir,
  work: run.build,
  onPrinted: (id) => console.log(`${id}: docs/${id}.pdf (truth written by hand from the print)`),
});
