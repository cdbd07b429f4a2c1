// A table-layout resume as people make in LibreOffice Writer: every section a bordered table
// (experience rows of dates | title, employer and bullets | city; an education table with a header
// row; a skills table of category | items). Written as HTML, opened by Writer's own HTML import
// ("HTML (StarWriter)", so it is a Writer text document with Writer tables) and exported to PDF
// and to DOCX. Dates as many write them by hand: "Sept. 2018", "since Mar. 2022", "Summer 2016".

import { execFileSync } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cityRegion, type Resume, type Truth } from "../tex/model.ts";
import { locales, season } from "./locale.ts";
import { range } from "./moderncv3.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function tableResume(r: Resume, t: Truth): string {
  const b = r.basics;
  const o = { loc: locales.en, form: "dotted" as const, sinceForCurrent: true };
  t.name = b.name;
  t.email = b.email ?? null;
  t.phone = b.phone ?? null;
  t.location = cityRegion(r);
  const links = (b.profiles ?? [])
    .map((p) => (p.url ?? "").replace(/^https?:\/\/(www\.)?/, ""))
    .filter(Boolean);
  t.links.push(...links);
  const contact = [t.location, b.phone, b.email, ...links].filter(Boolean).map((x) => esc(x as string));
  const sect = (title: string, kind: Parameters<Truth["section"]>[1]) =>
    `<h2>${esc(t.section(title, kind))}</h2>`;
  const parts: string[] = [`<h1>${esc(b.name)}</h1>`, `<p class="label">${esc(b.label ?? "")}</p>`];
  parts.push(`<p class="contact">${contact.join(" | ")}</p>`);
  if (b.summary) parts.push(sect("Profile", "summary"), `<p>${esc(b.summary)}</p>`);
  parts.push(sect("Work Experience", "work"), `<table width="100%" border="1" cellpadding="4">`);
  for (const w of r.work ?? []) {
    const summer = season(w.startDate, w.endDate);
    const d = summer ? { text: summer, start: summer, end: null } : range(w.startDate, w.endDate, o, " – ");
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    const hl = w.highlights ?? [];
    t.bullets += hl.length;
    const ul = hl.length ? `<ul>${hl.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>` : "";
    parts.push(
      `<tr><td width="18%" valign="top">${esc(d.text)}</td><td valign="top"><b>${esc(w.position)}</b>, ${esc(w.name)}${ul}</td><td width="16%" valign="top">${esc(w.location ?? "")}</td></tr>`,
    );
  }
  parts.push("</table>", sect("Education", "education"));
  parts.push(
    `<table width="100%" border="1" cellpadding="4"><tr><th>Degree</th><th>Institution</th><th>Year</th></tr>`,
  );
  for (const e of r.education ?? []) {
    const d = range(e.startDate, e.endDate, { loc: locales.en, form: "year" }, " – ", false);
    const deg = [e.studyType, e.area].filter(Boolean).join(", ");
    t.education.push({ institution: e.institution, degree: deg, start: d.start, end: d.end });
    parts.push(`<tr><td>${esc(deg)}</td><td>${esc(e.institution)}</td><td>${esc(d.text)}</td></tr>`);
  }
  parts.push("</table>", sect("Skills", "skills"), `<table width="100%" border="1" cellpadding="4">`);
  for (const g of r.skills ?? []) {
    parts.push(
      `<tr><td width="25%"><b>${esc(g.name)}</b></td><td>${(g.keywords ?? []).map(esc).join(", ")}</td></tr>`,
    );
    t.skills.push(...(g.keywords ?? []));
  }
  parts.push("</table>");
  if (r.certificates?.length) {
    parts.push(sect("Certifications", "certificates"), "<ul>");
    for (const c of r.certificates)
      parts.push(`<li>${esc(c.name)}${c.issuer ? `, ${esc(c.issuer)}` : ""}</li>`);
    parts.push("</ul>");
  }
  if (r.languages?.length) {
    parts.push(sect("Languages", "languages"));
    parts.push(`<p>${r.languages.map((l) => `${esc(l.language)} (${esc(l.fluency ?? "")})`).join("; ")}</p>`);
  }
  const css = `body { font-family: "Liberation Sans"; font-size: 10pt; }
h1 { font-size: 20pt; margin: 0; } h2 { font-size: 12pt; margin: 12pt 0 4pt; color: #1f4e79; }
p.label { font-size: 12pt; margin: 0 0 6pt; } p.contact { font-size: 9pt; }`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${css}</style></head><body>${parts.join("\n")}</body></html>\n`;
}

/** Writer opens the HTML as a text document and exports it; returns the files written. */
export function exportWriter(
  id: string,
  html: string,
  work: string,
  docsDir: string,
  docx: boolean,
): string[] {
  const src = join(work, `${id}.html`);
  writeFileSync(src, html);
  const run = (filter: string) =>
    execFileSync(
      "soffice",
      ["--headless", "--infilter=HTML (StarWriter)", "--convert-to", filter, "--outdir", work, src],
      {
        stdio: "ignore",
        timeout: 180_000,
      },
    );
  run("pdf:writer_pdf_Export");
  copyFileSync(join(work, `${id}.pdf`), join(docsDir, `${id}.pdf`));
  const out = [`docs/${id}.pdf`];
  if (docx) {
    const docxId = id.replace(/^lowriter-table-/, "lowriter-table-docx-");
    const src2 = join(work, `${docxId}.html`);
    writeFileSync(src2, html);
    execFileSync(
      "soffice",
      [
        "--headless",
        "--infilter=HTML (StarWriter)",
        "--convert-to",
        "docx:MS Word 2007 XML",
        "--outdir",
        work,
        src2,
      ],
      {
        stdio: "ignore",
        timeout: 180_000,
      },
    );
    copyFileSync(join(work, `${docxId}.docx`), join(docsDir, `${docxId}.docx`));
    out.push(`docs/${docxId}.docx`);
  }
  return out;
}
