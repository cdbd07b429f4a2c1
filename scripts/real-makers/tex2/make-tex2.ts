// Makes tests/import-set/real-makers-tex2 (a second batch of real makers): TeX Live classes and
// hand-made article CVs (docs2.ts) and JSON Resume themes printed by Chromium (themes2.ts), filled
// with the corpus resumes in ../shared/corpus/resumes (fictional people).
//
// Needs (Debian bookworm): apt-get install texlive-latex-extra texlive-xetex texlive-luatex
//   texlive-fonts-extra poppler-utils chromium
// and the themes installed OUTSIDE the project (never in its package.json):
//   mkdir -p /tmp/jr2 && cd /tmp/jr2 && npm init -y && npm install jsonresume-theme-flat@0.3.7 \
//     jsonresume-theme-short@0.1.7 jsonresume-theme-caffeine@1.2.3 jsonresume-theme-crisp@0.2.12 \
//     jsonresume-theme-modern@0.0.18 jsonresume-theme-eloquent@5.0.0 jsonresume-theme-straightforward@0.5.0
// Run from the project root:
//   npx node scripts/real-makers/tex2/make-tex2.ts [id…]      (no ids: all documents)
// Env: JR2_DIR (themes, default /tmp/jr2). Scratch files and the TeX DRAFT truths (the values fed
// in) go to $TMPDIR/real-makers-tex2, the themes' drafts to DRAFT_DIR (default
// /tmp/real-makers-other-drafts, see ../other/corpus.ts); the committed truths were corrected by hand against
// `pdftotext -layout` and the rendered pages, and a re-run never overwrites them. TeX runs twice
// with a fixed SOURCE_DATE_EPOCH; Chromium prints differ between runs (dates, CDN fonts).
// CI never runs this: the PDFs are committed.

import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTexDocs } from "../run.ts";
import { docs } from "./docs2.ts";
import { makeThemes2 } from "./themes2.ts";

const only = process.argv.slice(2);
const docsDir = join(import.meta.dirname, "../../../tests/import-set/real-makers-tex2/docs");
const build = join(tmpdir(), "real-makers-tex2");
makeTexDocs(docs, { only, build, docsDir });
await makeThemes2(only, docsDir, build);
