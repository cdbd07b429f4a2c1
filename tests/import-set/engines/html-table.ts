import { printDate, printRange } from "../print-dates.ts";
import type { SourceResume } from "../source-resume.ts";
import { place, webLinks } from "./contact-text.ts";
import { esc, type HtmlLayout, list, page, para } from "./html-kit.ts";

// A table-based resume, the way many Word templates are built: every section is a table row
// with its heading in a narrow left cell, each entry a row whose dates sit in a right-hand cell,
// skills as a two-column table; years only ("2019 – 2021"), headings in capitals.

const dates = { month: "year", dash: " – ", present: "Present" } as const;

const CSS = `
@page { size: Letter; margin: 0.6in; }
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 10pt; line-height: 1.25; color: #000; margin: 0; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0; }
.head td { padding-bottom: 8pt; border-bottom: 2px solid #000; }
h1 { font-size: 22pt; margin: 0; }
.label { font-size: 11pt; margin-top: 2pt; }
.contact { text-align: right; font-size: 9pt; line-height: 1.4; white-space: nowrap; padding-left: 12pt; }
.section > tr > td { padding-top: 10pt; }
.heading { width: 24%; font-weight: bold; text-transform: uppercase; font-size: 10pt; padding-right: 10pt; }
.when { width: 22%; text-align: right; white-space: nowrap; font-weight: bold; }
.item { margin-bottom: 6pt; }
.about { font-style: italic; }
p { margin: 1pt 0; }
ul { margin: 2pt 0 0 0; padding-left: 15pt; }
li { margin: 1pt 0; }
.skills td { padding: 1pt 8pt 1pt 0; }
.skills td:first-child { font-weight: bold; width: 32%; }
.item tr:first-child { break-after: avoid-page; }
`;

/** An entry: what it is on the left, when on the right, the details under both. */
const item = (what: string, when: string, details = "") =>
  `<table class="item"><tr><td>${what}</td><td class="when">${esc(when)}</td></tr>${
    details ? `<tr><td colspan="2">${details}</td></tr>` : ""
  }</table>`;

/** A section as a row of the page table: the heading left, the content right. */
const row = (heading: string, content: string) =>
  content.trim()
    ? `<table class="section"><tr><td class="heading">${esc(heading)}</td><td>${content}</td></tr></table>`
    : "";

const content = (resume: SourceResume) => [
  row("Career Summary", para(resume.basics.summary)),
  row(
    "Employment",
    (resume.work ?? [])
      .map((job) =>
        item(
          `<b>${esc(job.position)}</b><br>${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ""}`,
          printRange(job, dates),
          para(job.description, "about") + para(job.summary) + list(job.highlights),
        ),
      )
      .join(""),
  ),
  row(
    "Education & Training",
    (resume.education ?? [])
      .map((school) =>
        item(
          `<b>${esc([school.studyType, school.area].filter(Boolean).join(", "))}</b><br>${esc(school.institution)}`,
          printRange(school, dates),
          school.score ? para(`Grade: ${school.score}`) : "",
        ),
      )
      .join(""),
  ),
  row(
    "Certifications & Licenses",
    (resume.certificates ?? [])
      .map((cert) =>
        item(`${esc(cert.name)}${cert.issuer ? `, ${esc(cert.issuer)}` : ""}`, printDate(cert.date, dates)),
      )
      .join(""),
  ),
  row(
    "Projects",
    (resume.projects ?? [])
      .map((project) =>
        item(
          `<b>${esc(project.name)}</b>${project.entity ? `, ${esc(project.entity)}` : ""}`,
          printRange(project, dates),
          para(project.description) + list(project.highlights),
        ),
      )
      .join(""),
  ),
  row(
    "Core Skills",
    (resume.skills ?? []).length
      ? `<table class="skills">${(resume.skills ?? [])
          .map(
            (group) =>
              `<tr><td>${esc(group.name)}</td><td>${esc((group.keywords ?? []).join(", "))}</td></tr>`,
          )
          .join("")}</table>`
      : "",
  ),
  row(
    "Selected Publications",
    (resume.publications ?? [])
      .map((paper) =>
        item(`${esc(paper.name)}<br><i>${esc(paper.publisher)}</i>`, printDate(paper.releaseDate, dates)),
      )
      .join(""),
  ),
  row(
    "Awards & Honors",
    (resume.awards ?? [])
      .map((award) => item(`<b>${esc(award.title)}</b>, ${esc(award.awarder)}`, printDate(award.date, dates)))
      .join(""),
  ),
  row(
    "Community Involvement",
    (resume.volunteer ?? [])
      .map((role) =>
        item(
          `<b>${esc(role.position)}</b><br>${esc(role.organization)}`,
          printRange(role, dates),
          para(role.summary) + list(role.highlights),
        ),
      )
      .join(""),
  ),
  row("Languages", list((resume.languages ?? []).map((lang) => `${lang.language}: ${lang.fluency ?? ""}`))),
  row(
    "References",
    (resume.references ?? [])
      .map((ref) => `<div class="item"><b>${esc(ref.name)}</b>${para(ref.reference)}</div>`)
      .join(""),
  ),
];

export const tableLayout: HtmlLayout = {
  format: "Letter",
  printed: { dates, companyDescription: true },
  html(resume) {
    const { basics } = resume;
    const contact = [
      basics.phone ? `Tel: ${basics.phone}` : "",
      basics.email ? `Email: ${basics.email}` : "",
      place(basics.location),
      ...webLinks(basics).map((link) => link.text),
    ].filter(Boolean);
    const header = `<table class="head"><tr><td><h1>${esc(basics.name)}</h1>${
      basics.label ? `<div class="label">${esc(basics.label)}</div>` : ""
    }</td><td class="contact">${contact.map(esc).join("<br>")}</td></tr></table>`;
    return page(CSS, header + content(resume).join(""));
  },
};
