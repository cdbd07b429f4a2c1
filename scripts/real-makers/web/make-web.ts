// Makes tests/import-set/real-makers-web: HTML in the look of common Google Docs and Microsoft
// Word resume templates, filled with corpus resumes, printed to PDF by headless Chromium, and
// three of them also converted to DOCX by LibreOffice Writer.
//
// Run from the repository root:  npx node scripts/real-makers/web/make-web.ts
// Needs chromium and soffice (Debian: chromium, libreoffice-writer-nogui) and the fonts Carlito,
// Liberation and DejaVu. HTML goes to WORK_DIR (/tmp/real-makers-web), first DRAFTS of the truth
// files to DRAFT_DIR (/tmp/real-makers-web-drafts); the committed truths were corrected by hand
// against pdftotext -layout and the rendered pages, so they are never overwritten here.

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { coral, type Made, modernWriter, serif, swiss } from "./gdocs.ts";
import { type Data, type DateStyle, draft, draftDir, outDir, prepare } from "./model.ts";
import { basic, iconLine, modernChrono, sidebar, table } from "./word.ts";

const workDir = process.env.WORK_DIR ?? "/tmp/real-makers-web";

const docs: {
  template: string;
  resume: string;
  style: DateStyle;
  make: (d: Data) => Made;
  docx?: boolean;
}[] = [
  { template: "gdocs-serif", resume: "head-chef", style: "year", make: serif },
  { template: "gdocs-swiss", resume: "senior-data-scientist", style: "mon", make: swiss },
  { template: "gdocs-coral", resume: "graphic-designer", style: "full", make: coral },
  { template: "gdocs-modern-writer", resume: "junior-frontend-bootcamp", style: "mon", make: modernWriter },
  {
    template: "word-modern-chronological",
    resume: "enterprise-sales-manager",
    style: "mon",
    make: modernChrono,
    docx: true,
  },
  { template: "word-basic", resume: "nurse-to-health-it", style: "mmyyyy", make: basic, docx: true },
  { template: "word-table", resume: "public-policy-analyst", style: "full", make: table, docx: true },
  { template: "word-sidebar", resume: "retail-store-manager", style: "mon", make: sidebar },
  { template: "word-icons", resume: "recent-graduate-internships", style: "mmyyyy", make: iconLine },
];

const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-pdf-header-footer",
];

mkdirSync(outDir, { recursive: true });
mkdirSync(draftDir, { recursive: true });
mkdirSync(workDir, { recursive: true });
for (const doc of docs) {
  const data = prepare(doc.resume, doc.style);
  const made = doc.make(data);
  const id = `chromium-${doc.template}-${doc.resume}`;
  const html = join(workDir, `${id}.html`);
  writeFileSync(html, made.html);
  const pdf = join(outDir, `${id}.pdf`);
  execFileSync("chromium", [...chromiumFlags, `--print-to-pdf=${pdf}`, html], { stdio: "ignore" });
  const drafts: [string, string][] = [[id, `docs/${id}.pdf`]];
  if (doc.docx) {
    const docxId = `lowriter-${doc.template}-docx-${doc.resume}`;
    const src = join(workDir, `${docxId}.html`);
    copyFileSync(html, src);
    execFileSync(
      "soffice",
      ["--headless", "--convert-to", "docx:MS Word 2007 XML", "--outdir", outDir, src],
      {
        stdio: "ignore",
      },
    );
    drafts.push([docxId, `docs/${docxId}.docx`]);
  }
  for (const [draftId, file] of drafts) {
    const truth = draft(draftId, file, data, made.sections, "");
    writeFileSync(join(draftDir, `${draftId}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  }
  console.log(id);
}
