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

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fodtHeaderFooter } from "../batch4/fodt4.ts";
import type { Shown } from "../batch4/headers4.ts";
import { chromiumFlags } from "../other/themes.ts";
import { wanted } from "../run.ts";
import { loadResume, type Resume, Truth } from "../tex/model.ts";
import { banner, doctor, iconColumn, letterLabels, rightSidebar, tightPipes } from "./headers5.ts";

type HtmlDoc = { id: string; resume: string; shown: Shown; make: (r: Resume, t: Truth, s: Shown) => string };

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

const only = process.argv.slice(2);
const want = wanted(only);
const docsDir = join(import.meta.dirname, "../../../tests/import-set/real-makers-5/docs");
const build = join(tmpdir(), "real-makers-5");
mkdirSync(build, { recursive: true });
mkdirSync(docsDir, { recursive: true });

for (const doc of htmlDocs) {
  if (!want(doc.id)) continue;
  const truth = new Truth();
  const html = join(build, `${doc.id}.html`);
  writeFileSync(html, doc.make(loadResume(doc.resume), truth, doc.shown));
  writeFileSync(join(build, `${doc.id}.truth.json`), truth.json(doc.id));
  const pdf = join(docsDir, `${doc.id}.pdf`);
  execFileSync("chromium", [...chromiumFlags, `--print-to-pdf=${pdf}`, `file://${html}`], {
    stdio: "ignore",
  });
  console.log(`${doc.id}: docs/${doc.id}.pdf`);
}

const writerId = "lowriter-page-header-warehouse-supervisor-to-operations";
if (want(writerId)) {
  const truth = new Truth();
  const shown = { phone: "901-555-0132", place: "Memphis, TN" };
  const fodt = join(build, `${writerId}.fodt`);
  writeFileSync(
    fodt,
    fodtHeaderFooter(loadResume("warehouse-supervisor-to-operations"), truth, shown, "header"),
  );
  const docxId = writerId.replace("lowriter-", "lowriter-docx-");
  for (const [id, filter, ext] of [
    [writerId, "pdf:writer_pdf_Export", "pdf"],
    [docxId, "docx:MS Word 2007 XML", "docx"],
  ] as const) {
    execFileSync("soffice", ["--headless", "--convert-to", filter, "--outdir", build, fodt], {
      stdio: "ignore",
    });
    copyFileSync(join(build, `${writerId}.${ext}`), join(docsDir, `${id}.${ext}`));
    writeFileSync(
      join(build, `${id}.truth.json`),
      truth.json(id).replace(`docs/${id}.pdf`, `docs/${id}.${ext}`),
    );
    console.log(`${id}: docs/${id}.${ext}`);
  }
}
