// Makes the TeX Live documents of tests/import-set/real-makers: real LaTeX CV classes from Debian's
// TeX Live 2022 filled with the corpus resumes in ../shared/corpus/resumes (fictional people).
//
//   apt-get install -y texlive-latex-extra texlive-xetex texlive-luatex texlive-fonts-extra poppler-utils
//   npx node scripts/real-makers/tex/make-tex.ts [--dry-run] [--draft-truth] [id…]
//   npx node scripts/real-makers/tex/make-tex.ts --table   (the README table rows)
//
// For each document it writes <build>/<id>.tex (build: $TMPDIR/real-makers-tex), compiles it twice
// with its engine (pdflatex, xelatex or lualatex) and copies the PDF to
// tests/import-set/real-makers/docs/<id>.pdf. --dry-run only writes the .tex files and the truth
// drafts. The truth draft (<build>/<id>.truth.json) holds the values the template put in; it is
// copied to tests/import-set/real-makers/truth/ only with --draft-truth and only where no truth
// exists yet, because the committed truth files are corrected by hand against `pdftotext -layout`
// and the rendered pages. CI never runs this: the PDFs are committed.

import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTexDocs } from "../run.ts";
import { docs } from "./docs.ts";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log(
    "usage: npx node scripts/real-makers/tex/make-tex.ts [--dry-run] [--draft-truth] [--table] [id…]\n\nids:\n" +
      docs.map((d) => `  ${d.id}`).join("\n"),
  );
  process.exit(0);
}
const dry = args.includes("--dry-run");
if (args.includes("--table")) {
  // The rows of tests/import-set/real-makers/README.md's TeX Live table, from the committed PDFs.
  for (const d of docs) {
    const pdf = join(import.meta.dirname, "../../../tests/import-set/real-makers/docs", `${d.id}.pdf`);
    const pages = /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdf], { encoding: "utf8" }))?.[1] ?? "?";
    const cls = d.style ? `${d.cls} (${d.style})` : d.cls;
    console.log(`| ${d.id} | ${cls} | ${d.licence} | ${d.engine} | ${d.resume} | ${pages} | ${d.layout} |`);
  }
  process.exit(0);
}
const draftTruth = args.includes("--draft-truth");
const only = args.filter((a) => !a.startsWith("--"));

const root = join(import.meta.dirname, "../../..");
const outDir = join(root, "tests/import-set/real-makers");
mkdirSync(join(outDir, "truth"), { recursive: true });
makeTexDocs(docs, {
  only,
  build: join(tmpdir(), "real-makers-tex"),
  docsDir: join(outDir, "docs"),
  dry,
  onDraft: (doc, draft) => {
    const truthFile = join(outDir, "truth", `${doc.id}.json`);
    if (draftTruth && !existsSync(truthFile)) copyFileSync(draft, truthFile);
  },
});
