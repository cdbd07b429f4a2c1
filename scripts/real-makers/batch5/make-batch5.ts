// Makes tests/import-set/real-makers-5 (a fifth batch of real makers, issue 31): more HEADER and
// CONTACT layouts (headers5.ts) printed by headless Chromium, and a LibreOffice Writer document
// with the name, headline and contact line in the PAGE HEADER (PDF and DOCX), filled with the
// corpus resumes in ../shared/corpus/resumes (fictional people). The body is batch 4's.
//
// Needs (Debian bookworm): chromium, libreoffice-writer-nogui, fonts-dejavu, fonts-liberation and
// texlive-fonts-extra (FontAwesome 5, loaded by the HTML from disk).
// Run from the project root:
//   npx node scripts/real-makers/batch5/make-batch5.ts [id…]      (no ids: all documents)
// Scratch files and the DRAFT truths (the values fed in) go to $TMPDIR/real-makers-5; the
// committed truths were checked by hand against `pdftotext` and the rendered pages, and a re-run
// never overwrites them. CI never runs this: the documents are committed.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fodtHeaderFooter } from "../batch4/fodt4.ts";
import type { Shown } from "../batch4/headers4.ts";
import { batch, type MadeDoc, printHtmlDocs, writerExport } from "../run.ts";
import { loadResume, Truth } from "../tex/model.ts";
import { banner, doctor, iconColumn, letterLabels, rightSidebar, tightPipes } from "./headers5.ts";

type HtmlDoc = MadeDoc<Shown>;

const htmlDocs: HtmlDoc[] = [
  {
    id: "chromium-html-banner-graphic-designer",
    resume: "graphic-designer",
    shown: { phone: "612 555 0110", place: "Minneapolis, MN" },
    make: banner,
  },
  {
    id: "chromium-html-right-sidebar-junior-frontend-bootcamp",
    resume: "junior-frontend-bootcamp",
    shown: { phone: "+380 44 123 4567", place: "Kyiv, Ukraine" },
    make: rightSidebar,
  },
  {
    id: "chromium-html-doctor-senior-data-scientist",
    resume: "senior-data-scientist",
    shown: { phone: "(617) 555-0126 ext. 204", place: "Boston, MA" },
    make: (r, t, s) => doctor(r, t, s, "Dr. Daniel K. Osei"),
  },
  {
    id: "chromium-html-letter-labels-elementary-teacher",
    resume: "elementary-teacher",
    shown: { phone: "0491 570 156", place: "Brisbane QLD" },
    make: letterLabels,
  },
  {
    id: "chromium-html-tight-pipes-retail-store-manager",
    resume: "retail-store-manager",
    shown: { phone: "(614)555-0138", place: "Columbus, OH" },
    make: tightPipes,
  },
  {
    id: "chromium-html-icon-column-enterprise-sales-manager",
    resume: "enterprise-sales-manager",
    shown: { phone: "512-555-0191", place: "Austin, TX" },
    make: iconColumn,
  },
];

const run = batch("real-makers-5");
printHtmlDocs(htmlDocs, run);

// One Writer document with the name and contact in its page header, as PDF and as Word.
const writerId = "lowriter-page-header-warehouse-supervisor-to-operations";
if (run.want(writerId)) {
  const truth = new Truth();
  const shown = { phone: "901-555-0132", place: "Memphis, TN" };
  const fodt = join(run.build, `${writerId}.fodt`);
  writeFileSync(
    fodt,
    fodtHeaderFooter(loadResume("warehouse-supervisor-to-operations"), truth, shown, "header"),
  );
  writerExport(fodt, truth, { id: writerId, to: "pdf" }, run);
  writerExport(fodt, truth, { id: writerId.replace("lowriter-", "lowriter-docx-"), to: "docx" }, run);
}
