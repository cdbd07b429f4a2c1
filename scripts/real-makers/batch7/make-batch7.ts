// Makes tests/import-set/real-makers-7 (a seventh batch of real makers, issue 31): makers and
// layouts not used in batches 1–6: the TeX Live package tucv (tex7.ts), and
// LibreOffice Writer documents written as flat ODT with Writer's own features (writer7.ts):
// right-aligned tab stops for dates, the contact in the page header, a skills section set in two
// columns (Format > Columns), a table with merged heading cells, and a text frame as a sidebar;
// Writer exports them to PDF or saves them as Word. Filled with the corpus resumes in
// ../shared/corpus/resumes (fictional people); a phone shown differently is the corpus's
// 555-01xx number in another form.
//
// Needs (Debian bookworm): libreoffice-writer-nogui, texlive-latex-extra, fonts-dejavu. Run from the project root:
//   npx node scripts/real-makers/batch7/make-batch7.ts [id…]      (no ids: all documents)
// Scratch files and the DRAFT truths go to $TMPDIR/real-makers-7; the committed truths were
// checked by hand against `pdftotext` and the rendered pages. CI never runs this.

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTexDocs, wanted } from "../run.ts";
import { type Doc, loadResume, Truth } from "../tex/model.ts";
import { tucv } from "./tex7.ts";
import { frameSidebar, mergedTable, tabsHeader, type WriterDoc } from "./writer7.ts";

const texDocs: Doc[] = [
  {
    id: "pdftex-tucv-warehouse-supervisor-to-operations",
    engine: "pdftex",
    resume: "warehouse-supervisor-to-operations",
    cls: "tucv",
    licence: "LPPL-1.3",
    layout: "grey heading boxes; roles grouped under their employer; dates stacked right",
    build: tucv({
      line: [
        "Memphis, TN",
        "901.555.0132",
        "deshawn.carter@example.net",
        "linkedin.example.com/in/deshawncarter-ops",
      ],
      phone: "901.555.0132",
      place: "Memphis, TN",
      links: ["linkedin.example.com/in/deshawncarter-ops"],
    }),
  },
  {
    id: "luatex-tucv-senior-data-scientist",
    engine: "luatex",
    resume: "senior-data-scientist",
    cls: "tucv",
    licence: "LPPL-1.3",
    layout: "grey heading boxes; two roles under one university department; no phone",
    build: tucv({
      line: [
        "Seattle, WA",
        "daniel.osei.phd@example.com",
        "https://danielosei.example.com",
        "GitHub: dkosei",
      ],
      phone: null,
      place: "Seattle, WA",
      links: ["https://danielosei.example.com", "GitHub: dkosei"],
    }),
  },
];

const only = process.argv.slice(2);
const want = wanted(only);
const docsDir = join(import.meta.dirname, "../../../tests/import-set/real-makers-7/docs");
const build = join(tmpdir(), "real-makers-7");
mkdirSync(build, { recursive: true });
mkdirSync(docsDir, { recursive: true });

makeTexDocs(texDocs, { only, build, docsDir });

const filters = { docx: "docx:MS Word 2007 XML", pdf: "pdf:writer_pdf_Export" } as const;

/** Writes the flat ODT and its truth draft, and has Writer export it. */
function makeWriterDoc(doc: WriterDoc): void {
  const truth = new Truth();
  const fodt = join(build, `${doc.id}.fodt`);
  writeFileSync(fodt, doc.make(loadResume(doc.resume), truth, doc.shown));
  execFileSync("soffice", ["--headless", "--convert-to", filters[doc.to], "--outdir", build, fodt], {
    stdio: "ignore",
    timeout: 180_000,
  });
  copyFileSync(join(build, `${doc.id}.${doc.to}`), join(docsDir, `${doc.id}.${doc.to}`));
  writeFileSync(
    join(build, `${doc.id}.truth.json`),
    truth.json(doc.id).replace(`docs/${doc.id}.pdf`, `docs/${doc.id}.${doc.to}`),
  );
  console.log(`${doc.id}: docs/${doc.id}.${doc.to}`);
}

const writerDocs: WriterDoc[] = [
  {
    id: "lowriter-tabs-header-junior-frontend-bootcamp",
    resume: "junior-frontend-bootcamp",
    shown: { phone: "+1 720-555-0154", place: "Denver, CO", links: ["github.example.com/oshevchenko-dev"] },
    make: tabsHeader,
    to: "pdf",
  },
  {
    id: "lowriter-docx-tabs-header-recent-graduate-internships",
    resume: "recent-graduate-internships",
    shown: {
      phone: "(732) 555-0172",
      place: "New Brunswick, NJ",
      links: ["https://linkedin.example.com/in/gabriela-ferreira-analytics"],
    },
    make: tabsHeader,
    to: "docx",
  },
  {
    id: "lowriter-table-merged-phd-biology-researcher",
    resume: "phd-biology-researcher",
    shown: {
      phone: "+1 (617) 555-0126",
      place: "Boston, MA",
      links: ["orcid.example.org/0000-0000-0000-0000"],
    },
    make: mergedTable,
    to: "pdf",
  },
  {
    id: "lowriter-docx-table-merged-elementary-teacher",
    resume: "elementary-teacher",
    shown: { phone: "505 555 0188", place: "Albuquerque, NM", links: [] },
    make: mergedTable,
    to: "docx",
  },
  {
    id: "lowriter-frame-sidebar-veteran-logistics-to-supply-chain",
    resume: "veteran-logistics-to-supply-chain",
    shown: {
      phone: "253-555-0119",
      place: "Tacoma, WA",
      links: ["https://linkedin.example.com/in/andre-whitfield-scm"],
    },
    make: frameSidebar,
    to: "pdf",
  },
  {
    id: "lowriter-docx-frame-sidebar-graphic-designer",
    resume: "graphic-designer",
    shown: {
      phone: "+1 612 555 0110",
      place: "Minneapolis, MN",
      links: ["www.zoeangstrom.example.com", "behance.example.com/zoeangstrom"],
    },
    make: frameSidebar,
    to: "docx",
  },
];

for (const doc of writerDocs) if (want(doc.id)) makeWriterDoc(doc);
