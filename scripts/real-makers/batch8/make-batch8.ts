// Makes tests/import-set/real-makers-8 (an eighth batch of real makers, issue 31): the HEADERS
// people make (name and contact details) in the makers they use: headless Chromium printing HTML
// in the look of Word, Google Docs and Canva (html8.ts), LibreOffice Writer exporting flat ODT to
// PDF or saving it as Word (writer8.ts), pdfLaTeX and LuaLaTeX (tex8.ts), and pandoc writing Word
// from Markdown (pandoc8.ts), filled with the corpus resumes in ../shared/corpus/resumes
// (fictional people). Phones are fictional: the corpus's 555-01xx numbers in other forms, UK
// Ofcom's drama range (020 7946 0xxx) and a sequential Berlin number no one holds.
//
// Needs (Debian bookworm): chromium, libreoffice-writer-nogui, pandoc, fonts-dejavu,
// fonts-liberation, texlive-latex-extra, texlive-luatex, texlive-fonts-extra.
// Run from the project root:
//   npx node scripts/real-makers/batch8/make-batch8.ts [id…]      (no ids: all documents)
// Scratch files and the DRAFT truths (the values fed in) go to $TMPDIR/real-makers-8; the
// committed truths were checked by hand against `pdftotext` and the rendered pages, and a re-run
// never overwrites them. CI never runs this: the documents are committed.

import { execFileSync } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { batch, type MadeDoc, makeTexDocs, makeWriterDocs, printHtmlDocs } from "../run.ts";
import { type Doc, loadResume, Truth } from "../tex/model.ts";
import { photoBox, type Shown8, spacedTwoLine, tightBullets, wordSidebar } from "./html8.ts";
import { slashesMarkdown } from "./pandoc8.ts";
import { faSmallCaps, footerContact, spacedRightBlock } from "./tex8.ts";
import { cvTitle, headerInitial, symbolsSpaced, twoLineTable, type WriterDoc8 } from "./writer8.ts";

const run = batch("real-makers-8");

const htmlDocs: MadeDoc<Shown8>[] = [
  {
    id: "chromium-html-photo-box-head-chef",
    resume: "head-chef",
    shown: { phone: "(773) 555-0154", place: "Chicago, IL", links: ["instagram.example.com/chef.tomas.ar"] },
    make: photoBox,
  },
  {
    id: "chromium-html-spaced-two-line-public-policy-analyst",
    resume: "public-policy-analyst",
    shown: {
      phone: "+44 20 7946 0461",
      place: "London, UK",
      links: ["linkedin.example.com/in/siobhan-ocallaghan-policy"],
    },
    make: spacedTwoLine,
  },
  {
    id: "chromium-html-tight-bullets-senior-accountant-cpa",
    resume: "senior-accountant-cpa",
    shown: {
      phone: "(714) 555-0129",
      place: "Westminster, CA",
      links: ["linkedin.example.com/in/minhanh-nguyen-cpa"],
    },
    make: (r, t, s) => tightBullets(r, t, s, `${r.basics.name}, CPA`),
  },
  {
    id: "chromium-html-word-sidebar-nurse-to-health-it",
    resume: "nurse-to-health-it",
    shown: {
      phone: "313-555-0147",
      place: "Dearborn, MI",
      links: ["https://linkedin.example.com/in/layla-haddad-rn"],
    },
    make: (r, t, s) => wordSidebar(r, t, s, `${r.basics.name}, RN, BSN`),
  },
];
printHtmlDocs(htmlDocs, run);

const texDocs: Doc[] = [
  {
    id: "pdftex-fa5-smallcaps-enterprise-sales-manager",
    engine: "pdftex",
    resume: "enterprise-sales-manager",
    cls: "article",
    licence: "LPPL-1.3c",
    layout: "small-caps name with a middle initial; FontAwesome icons, no separators",
    build: faSmallCaps(
      { phone: "512.555.0191", place: "Austin, TX", links: ["linkedin.example.com/in/jordanewhitaker"] },
      "Jordan E. Whitaker",
    ),
  },
  {
    id: "luatex-spaced-right-block-graphic-designer",
    engine: "luatex",
    resume: "graphic-designer",
    cls: "article",
    licence: "LPPL-1.3c",
    layout: "letter-spaced capital name left; right-aligned block of details",
    build: spacedRightBlock({
      phone: "(612) 555-0110",
      place: "Minneapolis, MN",
      links: ["www.zoeangstrom.example.com", "behance.example.com/zoeangstrom"],
    }),
  },
  {
    id: "pdftex-footer-contact-senior-data-scientist",
    engine: "pdftex",
    resume: "senior-data-scientist",
    cls: "article",
    licence: "LPPL-1.3c",
    layout: "contact details only in the page footer, joined by diamonds",
    build: footerContact({
      phone: "206-555-0143",
      place: "Seattle, WA",
      links: ["github.example.com/dkosei", "https://danielosei.example.com"],
    }),
  },
];
makeTexDocs(texDocs, { only: run.only, build: run.build, docsDir: run.docsDir });

const writerDocs: WriterDoc8[] = [
  {
    id: "lowriter-docx-header-initial-veteran-logistics-to-supply-chain",
    resume: "veteran-logistics-to-supply-chain",
    shown: {
      phone: "(253) 555-0119 ext. 12",
      place: "Tacoma, WA",
      links: ["linkedin.example.com/in/andre-whitfield-scm"],
    },
    make: headerInitial,
    to: "docx",
  },
  {
    id: "lowriter-cv-title-mechanical-engineer",
    resume: "mechanical-engineer",
    shown: {
      phone: "+49 30 1234567",
      place: "Grand Rapids, MI",
      links: ["https://linkedin.example.com/in/lukasz-wisniewski-pe"],
    },
    make: cvTitle,
    to: "pdf",
  },
  {
    id: "lowriter-symbols-spaced-retail-store-manager",
    resume: "retail-store-manager",
    shown: { phone: "614-555-0138", place: "Columbus, OH", links: [] },
    make: symbolsSpaced,
    to: "pdf",
  },
  {
    id: "lowriter-docx-two-line-table-executive-assistant",
    resume: "executive-assistant",
    shown: {
      phone: "404-555-0163",
      place: "Atlanta, GA",
      links: ["linkedin.example.com/in/patricia-okafor-ea"],
    },
    make: twoLineTable,
    to: "docx",
  },
];
makeWriterDocs(writerDocs, run);

const pandocId = "pandoc-docx-slashes-recent-graduate-internships";
if (run.want(pandocId)) {
  const truth = new Truth();
  const md = join(run.build, `${pandocId}.md`);
  const shown: Shown8 = {
    phone: "732.555.0172",
    place: "New Brunswick, NJ",
    links: ["https://linkedin.example.com/in/gabriela-ferreira-analytics", "github.example.com/gabif"],
  };
  writeFileSync(md, slashesMarkdown(loadResume("recent-graduate-internships"), truth, shown));
  const docx = join(run.build, `${pandocId}.docx`);
  execFileSync("pandoc", ["-f", "markdown", "-o", docx, md], { stdio: "inherit" });
  copyFileSync(docx, join(run.docsDir, `${pandocId}.docx`));
  writeFileSync(
    join(run.build, `${pandocId}.truth.json`),
    truth.json(pandocId).replace(`docs/${pandocId}.pdf`, `docs/${pandocId}.docx`),
  );
  console.log(`${pandocId}: docs/${pandocId}.docx`);
}
