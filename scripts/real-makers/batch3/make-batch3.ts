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

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadResume as loadJsonResume } from "../other/corpus.ts";
import { chromiumFlags, loadTheme } from "../other/themes.ts";
import { type Doc, loadResume, Truth } from "../tex/model.ts";
import { deedy, sidebar, spaced } from "./article3.ts";
import { locales } from "./locale.ts";
import { exportWriter, tableResume } from "./lowriter3.ts";
import { moderncv3 } from "./moderncv3.ts";

const xefonts = "\\usepackage{fontspec}";
const pdffonts = "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}";

export const docs: Doc[] = [
  {
    id: "pdftex-moderncv-classic-de-mechanical-engineer",
    engine: "pdftex",
    resume: "mechanical-engineer",
    cls: "moderncv",
    style: "classic, German",
    licence: "LPPL-1.3c",
    layout: "German headings, full German month names, 'seit März 2020' for the current job",
    build: moderncv3({
      style: "classic",
      color: "blue",
      loc: locales.de,
      form: "long",
      sinceForCurrent: true,
      fonts: pdffonts,
    }),
  },
  {
    id: "xetex-moderncv-casual-fr-enterprise-sales-manager",
    engine: "xetex",
    resume: "enterprise-sales-manager",
    cls: "moderncv",
    style: "casual, French",
    licence: "LPPL-1.3c",
    layout: "French headings, Intl's French month abbreviations ('sept. 2020'), \"aujourd'hui\"",
    build: moderncv3({ style: "casual", color: "green", loc: locales.fr, form: "short", fonts: xefonts }),
  },
  {
    id: "luatex-moderncv-banking-es-senior-accountant-cpa",
    engine: "luatex",
    resume: "senior-accountant-cpa",
    cls: "moderncv",
    style: "banking, Spanish",
    licence: "LPPL-1.3c",
    layout: "Spanish headings, Spanish month abbreviations ('abr 2021'), 'actualidad'",
    build: moderncv3({ style: "banking", color: "orange", loc: locales.es, form: "short", fonts: xefonts }),
  },
  {
    id: "pdftex-article-deedy-recent-graduate-internships",
    engine: "pdftex",
    resume: "recent-graduate-internships",
    cls: "article",
    style: "two minipage columns, microtype letter-spacing, fontawesome5",
    licence: "LPPL-1.3c",
    layout:
      "Deedy-like: icon contact line, letter-spaced capital headings, 'Title at Company', 'Summer 2025', 'Sep, 2022'",
    build: deedy(locales.en, "comma"),
  },
  {
    id: "xetex-article-paracol-pt-warehouse-supervisor-to-operations",
    engine: "xetex",
    resume: "warehouse-supervisor-to-operations",
    cls: "article",
    style: "paracol sidebar, Portuguese",
    licence: "LPPL-1.3c",
    layout: "sidebar (name, icon contact lines, skills, languages) beside the main column; '06/19 -- atual'",
    build: sidebar(locales.pt, "mmyy"),
  },
  {
    id: "luatex-article-spaced-it-graphic-designer",
    engine: "luatex",
    resume: "graphic-designer",
    cls: "article",
    style: "letter-spaced small-capital headings, Italian",
    licence: "LPPL-1.3c",
    layout: "'Title, Employer' one-line heads with dates right ('mag 2021 -- oggi'), icon contact line",
    build: spaced(locales.it, "short"),
  },
];

/** theme → corpus resume (themes not used in the first two batches). */
const themeJobs: [theme: string, resume: string][] = [
  ["cora", "executive-assistant"],
  ["autumn", "public-policy-analyst"],
];

const only = process.argv.slice(2);
const want = (id: string) => !only.length || only.includes(id);
const root = join(import.meta.dirname, "../../..");
const docsDir = join(root, "tests/import-set/real-makers-3/docs");
const build = join(tmpdir(), "real-makers-3");
mkdirSync(build, { recursive: true });
mkdirSync(docsDir, { recursive: true });
const program = { pdftex: "pdflatex", xetex: "xelatex", luatex: "lualatex" } as const;

for (const doc of docs) {
  if (!want(doc.id)) continue;
  const truth = new Truth();
  writeFileSync(join(build, `${doc.id}.tex`), doc.build(loadResume(doc.resume), truth));
  writeFileSync(join(build, `${doc.id}.truth.json`), truth.json(doc.id));
  const env = { ...process.env, SOURCE_DATE_EPOCH: "1790000000", FORCE_SOURCE_DATE: "1" };
  try {
    for (let pass = 0; pass < 2; pass++) {
      execFileSync(program[doc.engine], ["-interaction=nonstopmode", "-halt-on-error", `${doc.id}.tex`], {
        cwd: build,
        env,
        stdio: "pipe",
      });
    }
  } catch (e) {
    console.error(`${doc.id}: ${program[doc.engine]} failed; see ${join(build, `${doc.id}.log`)}`);
    console.error(String((e as { stdout?: Buffer }).stdout ?? e).slice(-1500));
    process.exitCode = 1;
    continue;
  }
  copyFileSync(join(build, `${doc.id}.pdf`), join(docsDir, `${doc.id}.pdf`));
  console.log(`${doc.id}: docs/${doc.id}.pdf`);
}

const tableId = "lowriter-table-senior-data-scientist";
if (want(tableId)) {
  const truth = new Truth();
  const html = tableResume(loadResume("senior-data-scientist"), truth);
  for (const file of exportWriter(tableId, html, build, docsDir, true)) {
    const id = file.replace(/^docs\/|\.(pdf|docx)$/g, "");
    writeFileSync(join(build, `${id}.truth.json`), truth.json(id).replace(`docs/${id}.pdf`, file));
    console.log(`${id}: ${file}`);
  }
}

const from = process.env.JR3_DIR ?? "/tmp/jr3";
for (const [theme, name] of themeJobs) {
  const id = `chromium-jsonresume-${theme}-${name}`;
  if (!want(id)) continue;
  try {
    const html = await (await loadTheme(theme, from))(loadJsonResume(name));
    const htmlFile = join(build, `${id}.html`);
    writeFileSync(htmlFile, html);
    execFileSync(
      "chromium",
      [...chromiumFlags, `--print-to-pdf=${join(docsDir, `${id}.pdf`)}`, `file://${htmlFile}`],
      {
        stdio: "ignore",
        timeout: 120_000,
      },
    );
  } catch (e) {
    console.error(`${id}: ${e}`);
    process.exitCode = 1;
    continue;
  }
  console.log(`${id}: docs/${id}.pdf (truth written by hand from the print)`);
}
