// pandoc: a corpus resume written as plain Markdown (headings, emphasis, bullet lists) and
// converted by `pandoc -o x.docx` with pandoc's default reference document; LibreOffice Writer
// then exports that DOCX to PDF.

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  degree,
  docsDir,
  linkText,
  loadResume,
  month,
  place,
  type Resume,
  workDir,
  writeDraft,
} from "./corpus.ts";

function markdown(r: Resume): string {
  const b = r.basics;
  const contact = [place(r), b.phone, b.email, ...(b.profiles ?? []).map(linkText)].filter(Boolean);
  const md: string[] = [`# ${b.name}`, "", `**${b.label ?? ""}**`, "", contact.join(" · "), ""];
  if (b.summary) md.push("## Summary", "", b.summary, "");
  md.push("## Experience", "");
  for (const w of r.work ?? []) {
    md.push(`### ${w.position} — ${w.name}`, "");
    md.push(`*${[w.location, `${month(w.startDate)} – ${month(w.endDate, "Present")}`].join(" · ")}*`, "");
    for (const h of w.highlights ?? []) md.push(`- ${h}`);
    md.push("");
  }
  md.push("## Education", "");
  for (const e of r.education ?? []) {
    md.push(`### ${degree(e)}`, "", `${e.institution}, ${month(e.startDate)} – ${month(e.endDate)}`, "");
  }
  if (r.certificates?.length) {
    md.push("## Certifications", "");
    for (const c of r.certificates) md.push(`- ${c.name}, ${c.issuer} (${month(c.date)})`);
    md.push("");
  }
  md.push("## Skills", "");
  for (const s of r.skills ?? []) md.push(`- **${s.name}:** ${(s.keywords ?? []).join(", ")}`);
  md.push("", "## Languages", "");
  md.push((r.languages ?? []).map((l) => `${l.language} (${l.fluency})`).join(", "), "");
  return md.join("\n");
}

/** corpus resume → also exported to PDF by LibreOffice? */
const pandocJobs: [resume: string, pdf: boolean][] = [
  ["mechanical-engineer", true],
  ["public-policy-analyst", false],
];

export function makePandoc(only: string[]): void {
  mkdirSync(workDir, { recursive: true });
  for (const [name, pdf] of pandocJobs) {
    const r = loadResume(name);
    const md = join(workDir, `${name}.md`);
    writeFileSync(md, markdown(r));
    const docxId = `pandoc-docx-${name}`;
    const pdfId = `pandoc-pdf-${name}`;
    const docx = join(workDir, `${docxId}.docx`);
    execFileSync("pandoc", ["-f", "markdown", "-o", docx, md], { stdio: "inherit" });
    if (!only.length || only.includes(docxId)) {
      copyFileSync(docx, join(docsDir, `${docxId}.docx`));
      writeDraft(docxId, `docs/${docxId}.docx`, r, "pandoc Markdown to DOCX");
      console.log(docxId);
    }
    if (pdf && (!only.length || only.includes(pdfId))) {
      execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", workDir, docx], {
        stdio: "ignore",
        timeout: 180_000,
      });
      copyFileSync(join(workDir, `${docxId}.pdf`), join(docsDir, `${pdfId}.pdf`));
      writeDraft(pdfId, `docs/${pdfId}.pdf`, r, "pandoc DOCX exported to PDF by LibreOffice");
      console.log(pdfId);
    }
  }
}
