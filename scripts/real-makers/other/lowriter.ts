// LibreOffice Writer's own resume templates (personal/CV.ott and personal/Resume1page.ott, shipped
// with LibreOffice): each template is converted to flat ODT, its placeholder body is replaced by a
// corpus resume written in the template's own paragraph, table, section and list styles, and
// Writer exports the result to PDF and/or DOCX.

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  degree,
  docsDir,
  type Entry,
  linkText,
  loadResume,
  month,
  place,
  type Resume,
  workDir,
  writeDraft,
  xml,
} from "./corpus.ts";

const templateDir = process.env.LO_TEMPLATES ?? "/usr/lib/libreoffice/share/template/common/personal";

function soffice(args: string[]): void {
  execFileSync("soffice", ["--headless", ...args], { stdio: "ignore", timeout: 180_000, cwd: workDir });
}

/** The template as flat ODT text (soffice --convert-to fodt). */
function flatTemplate(name: string): string {
  copyFileSync(join(templateDir, `${name}.ott`), join(workDir, `${name}.ott`));
  soffice(["--convert-to", "fodt", "--outdir", workDir, join(workDir, `${name}.ott`)]);
  return readFileSync(join(workDir, `${name}.fodt`), "utf8");
}

function replaceBody(fodt: string, body: string): string {
  const start = fodt.indexOf("</text:sequence-decls>") + "</text:sequence-decls>".length;
  const end = fodt.indexOf("</office:text>");
  return `${fodt.slice(0, start)}\n${body}\n${fodt.slice(end)}`;
}

// ---- CV.ott: one two-column table, bold section names in the left column ----

function cell(paragraphs: string[], style = "Standard"): string {
  const ps = paragraphs.length ? paragraphs : [""];
  const inner = ps.map((p) => `<text:p text:style-name="${style}">${p}</text:p>`).join("");
  return `<table:table-cell table:style-name="Table1.A1" office:value-type="string">${inner}</table:table-cell>`;
}
function row(left: string[], right: string[], style = "Standard"): string {
  return `<table:table-row>${cell(left, style)}${cell(right, style)}</table:table-row>`;
}
function heading(text: string): string {
  return row([`<text:span text:style-name="Strong_20_Emphasis">${xml(text)}</text:span>`], []);
}
function span(e: Entry): string {
  return `${month(e.startDate)} – ${month(e.endDate, "present")}`;
}

function cvBody(r: Resume): string {
  const b = r.basics;
  const rows: string[] = [heading("About me")];
  const info: [string, string | undefined][] = [
    ["Name", b.name],
    ["Address", place(r)],
    ["Phone", b.phone],
    ["Email", b.email],
    ...(b.profiles ?? []).map((p): [string, string] => [p.network ?? "", linkText(p)]),
  ];
  for (const [k, v] of info) if (v) rows.push(row([xml(k)], [xml(v)], "Table_20_Contents"));
  rows.push(row([], []), heading("Experience"));
  for (const w of r.work ?? []) {
    const lines = [`${xml(w.position ?? "")} at ${xml(w.name ?? "")}`];
    for (const h of w.highlights ?? []) lines.push(`• ${xml(h)}`);
    rows.push(row([xml(span(w))], lines));
  }
  rows.push(row([], []), heading("Education"));
  for (const e of r.education ?? []) {
    const score = e.score ? `, ${e.score}` : "";
    rows.push(row([xml(span(e))], [`${xml(degree(e))} at ${xml(e.institution ?? "")}${xml(score)}`]));
  }
  rows.push(row([], []), heading("Certificates"));
  for (const c of r.certificates ?? []) {
    rows.push(row([xml(month(c.date))], [`${xml(c.name ?? "")}, ${xml(c.issuer ?? "")}`]));
  }
  rows.push(row([], []), heading("Skills"));
  for (const s of r.skills ?? []) rows.push(row([xml(s.name ?? "")], [xml((s.keywords ?? []).join(", "))]));
  rows.push(row([], []), heading("Languages"));
  for (const l of r.languages ?? []) rows.push(row([xml(l.language ?? "")], [xml(l.fluency ?? "")]));
  return [
    `<text:h text:style-name="Heading_20_1" text:outline-level="1">Curriculum Vitae</text:h>`,
    `<text:p text:style-name="Standard"><text:s/></text:p>`,
    `<table:table table:name="Table1" table:style-name="Table1"><table:table-column table:style-name="Table1.A"/><table:table-column table:style-name="Table1.B"/>`,
    ...rows,
    "</table:table>",
    `<text:p text:style-name="Standard"/>`,
  ].join("\n");
}

// ---- Resume1page.ott: contact block, headings, a two-column section per job, bullet lists ----

function resume1Body(r: Resume): string {
  const b = r.basics;
  const br = "<text:line-break/>";
  const links = (b.profiles ?? []).map((p) => xml(linkText(p)));
  const out: string[] = [
    `<text:h text:style-name="P5" text:outline-level="1">${xml(b.name)}</text:h>`,
    `<text:p text:style-name="P4">${xml(place(r))}</text:p>`,
    `<text:p text:style-name="P4">${xml(b.phone ?? "")}</text:p>`,
    `<text:p text:style-name="P4">${[xml(b.email ?? ""), ...links].join(br)}</text:p>`,
    `<text:h text:style-name="P6" text:outline-level="3">Education</text:h>`,
  ];
  for (const e of r.education ?? []) {
    const gpa = e.score ? `${br}Cumulative GPA: ${xml(e.score.replace(/\/.*/, ""))}` : "";
    out.push(
      `<text:p text:style-name="P3"><text:span text:style-name="T5">${xml(degree(e))}</text:span><text:span text:style-name="T1">${br}${xml(e.institution ?? "")}, ${xml(month(e.endDate))}${gpa}</text:span></text:p>`,
    );
  }
  out.push(`<text:h text:style-name="P7" text:outline-level="3">Experience</text:h>`);
  (r.work ?? []).forEach((w, i) => {
    out.push(
      `<text:section text:style-name="Sect1" text:name="Section${i + 1}"><text:p text:style-name="P2">${xml(w.position ?? "")}${br}<text:span text:style-name="T2">${xml(w.name ?? "")}</text:span></text:p><text:p text:style-name="P1">${xml(span(w).replace("present", "Present"))}</text:p></text:section>`,
    );
    const items = (w.highlights ?? []).map(
      (h) => `<text:list-item><text:p text:style-name="P10">${xml(h)}</text:p></text:list-item>`,
    );
    if (items.length)
      out.push(`<text:list xml:id="listjob${i + 1}" text:style-name="L1">${items.join("")}</text:list>`);
  });
  out.push(`<text:h text:style-name="P8" text:outline-level="3">Skills</text:h>`);
  const skills = (r.skills ?? []).flatMap((s) => s.keywords ?? []);
  const items = skills.map(
    (s) => `<text:list-item><text:p text:style-name="P9">${xml(s)}</text:p></text:list-item>`,
  );
  out.push(
    `<text:section text:style-name="Sect2" text:name="SectionSkills"><text:list xml:id="listskills" text:style-name="L1">${items.join("")}</text:list></text:section>`,
  );
  return out.join("\n");
}

const lowriterJobs = [
  { template: "CV", name: "senior-accountant-cpa", body: cvBody, formats: ["pdf", "docx"] },
  { template: "Resume1page", name: "recent-graduate-internships", body: resume1Body, formats: ["pdf"] },
];

export function makeLowriter(only: string[]): void {
  mkdirSync(workDir, { recursive: true });
  for (const job of lowriterJobs) {
    const r = loadResume(job.name);
    const stem = `lowriter-${job.template.toLowerCase()}-${job.name}`;
    const fodt = join(workDir, `${stem}.fodt`);
    writeFileSync(fodt, replaceBody(flatTemplate(job.template), job.body(r)));
    for (const format of job.formats) {
      const id =
        job.formats.length > 1
          ? `lowriter-${job.template.toLowerCase()}-${format}-${job.name}`
          : `lowriter-${job.template.toLowerCase()}-${job.name}`;
      if (only.length && !only.includes(id)) continue;
      const filter = format === "docx" ? "docx:MS Word 2007 XML" : "pdf:writer_pdf_Export";
      soffice(["--convert-to", filter, "--outdir", workDir, fodt]);
      copyFileSync(join(workDir, `${stem}.${format}`), join(docsDir, `${id}.${format}`));
      writeDraft(id, `docs/${id}.${format}`, r, `LibreOffice Writer template ${job.template}.ott`);
      console.log(id);
    }
  }
}
