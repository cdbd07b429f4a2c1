import type { ResumeDocument } from "../src/shared/resume.ts";
import { allSkills } from "../src/shared/skill-groups.ts";

// Bench only: the same resume as one HTML page with a print stylesheet, the sections of the
// react-pdf templates (header, summary, experience, education, projects, certificates, skills,
// languages, links, hobbies), so Chromium's print path can be timed on the same content.

const esc = (value: unknown) =>
  String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p>${esc(line)}</p>`)
    .join("");

const period = (start: unknown, end: unknown, current = false) =>
  [start, current ? "Present" : end].filter(Boolean).map(esc).join(" - ");

function section(title: string, body: string) {
  return body ? `<section><h2>${title}</h2>${body}</section>` : "";
}

function entry(title: string, subtitle: string, dates: string, body: string) {
  return `<article><div class="row"><h3>${title}</h3><span class="dates">${dates}</span></div>${
    subtitle ? `<p class="sub">${subtitle}</p>` : ""
  }${body}</article>`;
}

const STYLE = `
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-size: 10pt; line-height: 1.4; color: #1f2937; margin: 0; }
header { border-bottom: 2px solid #1d4ed8; padding-bottom: 8pt; margin-bottom: 10pt; }
h1 { font-size: 22pt; margin: 0; color: #111827; }
.role { font-size: 12pt; color: #1d4ed8; margin: 2pt 0 4pt; }
.contact { font-size: 9pt; color: #4b5563; }
h2 { font-size: 12pt; text-transform: uppercase; letter-spacing: 0.05em; color: #1d4ed8; margin: 12pt 0 4pt; border-bottom: 1px solid #d1d5db; }
h3 { font-size: 10.5pt; margin: 0; }
article { break-inside: avoid; margin-bottom: 8pt; }
.row { display: flex; justify-content: space-between; gap: 8pt; }
.dates, .sub { color: #6b7280; font-size: 9pt; margin: 0; }
p { margin: 2pt 0; }
ul.tags { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4pt; }
ul.tags li { background: #eff6ff; padding: 1pt 5pt; border-radius: 3pt; }
`;

export function resumeHtml(doc: ResumeDocument): string {
  const contact = [doc.email, doc.phone, doc.address].filter(Boolean).map(esc).join(" · ");
  const experiences = doc.experiences
    .map((row) =>
      entry(
        esc(row.role),
        [row.company, row.company_address].filter(Boolean).map(esc).join(", "),
        period(row.start_date, row.end_date, row.still_working),
        paragraphs(row.responsibilities),
      ),
    )
    .join("");
  const educations = doc.educations
    .map((row) =>
      entry(
        esc(row.institution_name),
        [row.degree, row.field_of_study].filter(Boolean).map(esc).join(", "),
        period(row.start_date, row.end_date),
        paragraphs(row.achievements),
      ),
    )
    .join("");
  const projects = doc.projects
    .map((row) =>
      entry(
        esc(row.name),
        [row.organization, row.technologies, row.url].filter(Boolean).map(esc).join(" · "),
        period(row.start_date, row.end_date),
        paragraphs(row.description),
      ),
    )
    .join("");
  const certificates = doc.certificates
    .map((row) =>
      entry(esc(row.name), esc(row.issuing_institution), esc(row.date_issued), paragraphs(row.description)),
    )
    .join("");
  const tags = (items: string[]) =>
    items.length ? `<ul class="tags">${items.map((item) => `<li>${esc(item)}</li>`).join("")}</ul>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.full_name)}</title>
<style>${STYLE}</style></head><body>
<header><h1>${esc(doc.full_name)}</h1><p class="role">${esc(doc.desired_role)}</p><p class="contact">${contact}</p></header>
${section("Summary", paragraphs(doc.summary))}
${section("Experience", experiences)}
${section("Education", educations)}
${section("Projects", projects)}
${section("Certificates", certificates)}
${section("Skills", tags(allSkills(doc.skills)))}
${section("Languages", tags(doc.languages.map((row) => [row.language, row.level].filter(Boolean).join(" - "))))}
${section("Links", tags(doc.links.map((row) => `${row.label}: ${row.link}`)))}
${section("Hobbies", paragraphs(doc.hobbies))}
</body></html>`;
}
