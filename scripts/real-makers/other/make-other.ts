// Regenerates tests/import-set/real-makers/docs/{chromium,lowriter,pandoc}-* from the corpus
// resumes (../shared/corpus/resumes/*.resume.json). CI never runs this: the documents are committed.
//
// Needs (Debian bookworm): apt-get install chromium poppler-utils libreoffice-writer-nogui pandoc
// and the JSON Resume themes installed OUTSIDE the project (never in its package.json):
//   mkdir -p /tmp/jr && cd /tmp/jr && npm init -y && npm install jsonresume-theme-even@0.26.1 \
//     jsonresume-theme-stackoverflow@3.3.0 jsonresume-theme-macchiato@1.1.0 jsonresume-theme-paper@0.5.0 \
//     jsonresume-theme-kendall@0.2.0 jsonresume-theme-class@0.1.2 jsonresume-theme-onepage@0.0.3 \
//     jsonresume-theme-spartan@0.3.0
// (the versions the committed documents were made with, with Chromium 156, LibreOffice 7.4.7.2 and
// pandoc 2.17.1.1; the themes fetch some fonts and CSS from CDNs while Chromium prints).
// Run from the project root:
//   npx node scripts/real-makers/other/make-other.ts [id…]      (no ids: all documents)
// Env: JR_DIR (themes, default /tmp/jr), WORK_DIR (scratch, default /tmp/real-makers-other),
// DRAFT_DIR (draft truths, default /tmp/real-makers-other-drafts), LO_TEMPLATES.
//
// It also writes a DRAFT truth per document (the values fed in) to DRAFT_DIR. The committed
// truths in tests/import-set/real-makers/truth/ were corrected by hand against `pdftotext -layout`
// and the rendered pages; a re-run never overwrites them. Re-rendering changes the bytes (dates in
// metadata, newer Chromium/LibreOffice/theme versions): check the truths again if you re-run.

import { mkdirSync } from "node:fs";
import { docsDir } from "./corpus.ts";
import { makeLowriter } from "./lowriter.ts";
import { makePandoc } from "./pandoc.ts";
import { makeThemes } from "./themes.ts";

const only = process.argv.slice(2);
mkdirSync(docsDir, { recursive: true });
await makeThemes(only);
makeLowriter(only);
makePandoc(only);
