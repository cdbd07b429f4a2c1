// The steps every batch of real makers runs: fill a TeX source from a corpus resume, compile it
// with its engine and copy the PDF into the batch's committed docs; print a JSON Resume theme with
// headless Chromium. Each batch's maker (tex/make-tex.ts, tex2/make-tex2.ts,
// batch3/make-batch3.ts) lists its documents and calls these.

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadResume as loadJsonResume } from "./other/corpus.ts";
import { chromiumFlags, loadTheme } from "./other/themes.ts";
import { type Doc, loadResume, type Resume, Truth } from "./tex/model.ts";

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

/** A batch's command line and folders: the ids asked for, its scratch folder and its committed docs. */
export interface Batch {
  only: string[];
  want: (id: string) => boolean;
  build: string;
  docsDir: string;
}

/** The batch `name` ("real-makers-5"): ids from the command line, folders made. */
export function batch(name: string): Batch {
  const only = process.argv.slice(2);
  const docsDir = join(import.meta.dirname, "../../tests/import-set", name, "docs");
  const build = join(tmpdir(), name);
  mkdirSync(build, { recursive: true });
  mkdirSync(docsDir, { recursive: true });
  return { only, want: wanted(only), build, docsDir };
}

/** A document written from a corpus resume (HTML or a Writer file), its truth drafted as it is written. */
export interface MadeDoc<Shown> {
  id: string;
  resume: string;
  shown: Shown;
  make: (resume: Resume, truth: Truth, shown: Shown) => string;
}

/** Writes each page and its truth draft, and prints it with headless Chromium into the docs. */
export function printHtmlDocs<Shown>(docs: MadeDoc<Shown>[], run: Batch): void {
  for (const doc of docs) {
    if (!run.want(doc.id)) continue;
    const truth = new Truth();
    const html = join(run.build, `${doc.id}.html`);
    writeFileSync(html, doc.make(loadResume(doc.resume), truth, doc.shown));
    writeFileSync(join(run.build, `${doc.id}.truth.json`), truth.json(doc.id));
    const pdf = join(run.docsDir, `${doc.id}.pdf`);
    execFileSync("chromium", [...chromiumFlags, `--print-to-pdf=${pdf}`, `file://${html}`], {
      stdio: "ignore",
    });
    console.log(`${doc.id}: docs/${doc.id}.pdf`);
  }
}

/** Writes each flat ODT and its truth draft, and has Writer save it as PDF or Word into the docs. */
export function makeWriterDocs<Shown>(docs: (MadeDoc<Shown> & { to: "pdf" | "docx" })[], run: Batch): void {
  for (const doc of docs) {
    if (!run.want(doc.id)) continue;
    const truth = new Truth();
    const fodt = join(run.build, `${doc.id}.fodt`);
    writeFileSync(fodt, doc.make(loadResume(doc.resume), truth, doc.shown));
    writerExport(fodt, truth, { id: doc.id, to: doc.to }, run);
  }
}

const WRITER_FILTERS = { docx: "docx:MS Word 2007 XML", pdf: "pdf:writer_pdf_Export" } as const;

/**
 * Has LibreOffice Writer open `source` (a flat ODT, or HTML with `html`) and save it as `to`
 * under the id `id`, with the truth draft naming that file.
 */
export function writerExport(
  source: string,
  truth: Truth,
  out: { id: string; to: "pdf" | "docx"; html?: boolean },
  run: Batch,
): void {
  const infilter = out.html ? ["--infilter=HTML (StarWriter)"] : [];
  execFileSync(
    "soffice",
    ["--headless", ...infilter, "--convert-to", WRITER_FILTERS[out.to], "--outdir", run.build, source],
    { stdio: "ignore", timeout: 180_000 },
  );
  const made = source.replace(/\.[a-z]+$/, `.${out.to}`);
  copyFileSync(made, join(run.docsDir, `${out.id}.${out.to}`));
  writeFileSync(
    join(run.build, `${out.id}.truth.json`),
    truth.json(out.id).replace(`docs/${out.id}.pdf`, `docs/${out.id}.${out.to}`),
  );
  console.log(`${out.id}: docs/${out.id}.${out.to}`);
}
