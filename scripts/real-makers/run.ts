// The steps every batch of real makers runs: fill a TeX source from a corpus resume, compile it
// with its engine and copy the PDF into the batch's committed docs; print a JSON Resume theme with
// headless Chromium. Each batch's maker (tex/make-tex.ts, tex2/make-tex2.ts,
// batch3/make-batch3.ts) lists its documents and calls these.

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadResume as loadJsonResume } from "./other/corpus.ts";
import { chromiumFlags, loadTheme } from "./other/themes.ts";
import { type Doc, loadResume, Truth } from "./tex/model.ts";

const program = { pdftex: "pdflatex", xetex: "xelatex", luatex: "lualatex" } as const;

/** Whether an id was asked for on the command line (no ids: every document). */
export const wanted = (only: string[]) => (id: string) => !only.length || only.includes(id);

export interface TexRun {
  only: string[];
  /** Scratch directory: the .tex sources, the TeX logs and the DRAFT truths (the values fed in). */
  build: string;
  /** Where the PDFs are committed. */
  docsDir: string;
  /** Write the sources and truth drafts only. */
  dry?: boolean;
  /** Called with each document's truth draft once written. */
  onDraft?: (doc: Doc, draft: string) => void;
}

/** Writes each document's source and truth draft, compiles it twice and copies its PDF to docsDir. */
export function makeTexDocs(docs: Doc[], run: TexRun): void {
  mkdirSync(run.build, { recursive: true });
  mkdirSync(run.docsDir, { recursive: true });
  const want = wanted(run.only);
  for (const doc of docs) {
    if (!want(doc.id)) continue;
    const truth = new Truth();
    writeFileSync(join(run.build, `${doc.id}.tex`), doc.build(loadResume(doc.resume), truth));
    const draft = join(run.build, `${doc.id}.truth.json`);
    writeFileSync(draft, truth.json(doc.id));
    run.onDraft?.(doc, draft);
    if (run.dry) {
      console.log(`${doc.id}: wrote ${doc.id}.tex (dry run)`);
      continue;
    }
    if (!compile(doc, run.build)) {
      process.exitCode = 1;
      continue;
    }
    copyFileSync(join(run.build, `${doc.id}.pdf`), join(run.docsDir, `${doc.id}.pdf`));
    console.log(`${doc.id}: docs/${doc.id}.pdf`);
  }
}

/** Two passes (references, page counts); a fixed date keeps the PDFs' metadata stable between runs. */
function compile(doc: Doc, build: string): boolean {
  const env = { ...process.env, SOURCE_DATE_EPOCH: "1790000000", FORCE_SOURCE_DATE: "1" };
  try {
    for (let pass = 0; pass < 2; pass++) {
      execFileSync(program[doc.engine], ["-interaction=nonstopmode", "-halt-on-error", `${doc.id}.tex`], {
        cwd: build,
        env,
        stdio: "pipe",
      });
    }
    return true;
  } catch (e) {
    console.error(`${doc.id}: ${program[doc.engine]} failed; see ${join(build, `${doc.id}.log`)}`);
    console.error(String((e as { stdout?: Buffer }).stdout ?? e).slice(-1500));
    return false;
  }
}

export interface ThemeRun {
  only: string[];
  /** Where the themes are installed (outside the project). */
  from: string;
  docsDir: string;
  /** Scratch directory for the rendered HTML. */
  work: string;
  /** Called after a theme's print, with its id. */
  onPrinted: (id: string, theme: string, resume: string) => void;
}

/** Renders each corpus resume with its theme's own render(resume) and prints it with Chromium. */
export async function printThemes(jobs: [theme: string, resume: string][], run: ThemeRun): Promise<void> {
  const want = wanted(run.only);
  for (const [theme, name] of jobs) {
    const id = `chromium-jsonresume-${theme}-${name}`;
    if (!want(id)) continue;
    try {
      const html = await (await loadTheme(theme, run.from))(loadJsonResume(name));
      const htmlFile = join(run.work, `${id}.html`);
      writeFileSync(htmlFile, html);
      execFileSync(
        "chromium",
        [...chromiumFlags, `--print-to-pdf=${join(run.docsDir, `${id}.pdf`)}`, `file://${htmlFile}`],
        { stdio: "ignore", timeout: 120_000 },
      );
    } catch (e) {
      console.error(`${id}: ${e}`);
      process.exitCode = 1;
      continue;
    }
    run.onPrinted(id, theme, name);
  }
}
