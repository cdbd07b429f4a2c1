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
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { docs } from "./docs.ts";
import { loadResume, Truth } from "./model.ts";

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
const build = join(tmpdir(), "real-makers-tex");
mkdirSync(build, { recursive: true });
mkdirSync(join(outDir, "docs"), { recursive: true });
mkdirSync(join(outDir, "truth"), { recursive: true });

const program = { pdftex: "pdflatex", xetex: "xelatex", luatex: "lualatex" } as const;

for (const doc of docs) {
  if (only.length && !only.includes(doc.id)) continue;
  const truth = new Truth();
  const source = doc.build(loadResume(doc.resume), truth);
  writeFileSync(join(build, `${doc.id}.tex`), source);
  const draft = join(build, `${doc.id}.truth.json`);
  writeFileSync(draft, truth.json(doc.id));
  const truthFile = join(outDir, "truth", `${doc.id}.json`);
  if (draftTruth && !existsSync(truthFile)) copyFileSync(draft, truthFile);
  if (dry) {
    console.log(`${doc.id}: wrote ${doc.id}.tex (dry run)`);
    continue;
  }
  // A fixed date keeps the PDFs' metadata stable between runs.
  const env = { ...process.env, SOURCE_DATE_EPOCH: "1790000000", FORCE_SOURCE_DATE: "1" };
  let ok = true;
  for (let pass = 0; pass < 2 && ok; pass++) {
    try {
      execFileSync(program[doc.engine], ["-interaction=nonstopmode", "-halt-on-error", `${doc.id}.tex`], {
        cwd: build,
        env,
        stdio: "pipe",
      });
    } catch (e) {
      console.error(`${doc.id}: ${program[doc.engine]} failed; see ${join(build, `${doc.id}.log`)}`);
      console.error(String((e as { stdout?: Buffer }).stdout ?? e).slice(-1500));
      process.exitCode = 1;
      ok = false;
    }
  }
  if (!ok) continue;
  copyFileSync(join(build, `${doc.id}.pdf`), join(outDir, "docs", `${doc.id}.pdf`));
  console.log(`${doc.id}: docs/${doc.id}.pdf`);
}
