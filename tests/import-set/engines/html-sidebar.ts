import { printDate, printRange } from "../print-dates.ts";
import type { SourceResume } from "../source-resume.ts";
import { place, webLinks } from "./contact-text.ts";
import { esc, type HtmlLayout, list, page, para, section } from "./html-kit.ts";

// Two columns as website builders make them: a tinted left sidebar with contact details,
// skills (one per line), education and languages beside the work history; sans-serif type,
// "03/2019 - 06/2021" dates on a line of their own.

const dates = { month: "numeric", dash: " - ", present: "Present" } as const;

const CSS = `
@page { size: A4; margin: 14mm 12mm; }
body { font-family: "Liberation Sans", sans-serif; font-size: 9.5pt; line-height: 1.3; color: #222; margin: 0; }
.top { border-bottom: 3px solid #2b6777; padding-bottom: 6pt; margin-bottom: 10pt; }
h1 { font-size: 24pt; margin: 0; color: #2b6777; }
.label { font-size: 12pt; color: #555; margin-top: 2pt; }
.columns { display: flex; gap: 14pt; align-items: flex-start; }
aside { width: 31%; background: #eef3f4; padding: 8pt 9pt; box-sizing: border-box; }
main { width: 69%; }
h2 { font-size: 11pt; color: #2b6777; margin: 10pt 0 4pt; border-bottom: 1px solid #b8cdd2; }
aside h2:first-child { margin-top: 0; }
h3 { font-size: 9.5pt; margin: 6pt 0 1pt; }
.small { font-size: 8.5pt; color: #444; }
.entry { margin-bottom: 8pt; }
.title { font-weight: bold; font-size: 10.5pt; }
.when { color: #666; font-size: 9pt; }
p { margin: 2pt 0; }
ul { margin: 2pt 0 0 0; padding-left: 14pt; }
aside ul { list-style: none; padding-left: 0; }
li { margin: 1pt 0; }
`;

function contact(basics: SourceResume["basics"]): string {
  const rows = [
    ["Email", basics.email],
    ["Phone", basics.phone],
    ["Address", place(basics.location)],
    ...webLinks(basics).map((link) => [link.label, link.text]),
  ].filter(([, value]) => value);
  return rows
    .map(([label, value]) => `<h3>${esc(label)}</h3><div class="small">${esc(value)}</div>`)
    .join("");
}

const entry = (title: string, sub: string, when: string, rest: string) =>
  `<div class="entry"><div class="title">${esc(title)}</div>${sub ? `<div>${esc(sub)}</div>` : ""}${
    when ? `<div class="when">${esc(when)}</div>` : ""
  }${rest}</div>`;

const sidebar = (resume: SourceResume) => `
  ${section("Contact", contact(resume.basics))}
  ${section(
    "Skills",
    (resume.skills ?? [])
      .map((group) =>
        group.keywords?.length ? `<h3>${esc(group.name)}</h3>${list(group.keywords)}` : para(group.name),
      )
      .join(""),
  )}
  ${section(
    "Education",
    (resume.education ?? [])
      .map(
        (school) =>
          `<div class="entry"><b>${esc([school.studyType, school.area].filter(Boolean).join(" in "))}</b><div>${esc(
            school.institution,
          )}</div><div class="when">${esc(printRange(school, dates))}</div>${
            school.score ? `<div class="small">${esc(school.score)}</div>` : ""
          }</div>`,
      )
      .join(""),
  )}
  ${section(
    "Languages",
    list((resume.languages ?? []).map((row) => `${row.language} — ${row.fluency ?? ""}`)),
  )}
  ${section("Interests", list((resume.interests ?? []).flatMap((row) => row.keywords ?? [])))}`;

const main = (resume: SourceResume) => `
  ${section("Profile", para(resume.basics.summary))}
  ${section(
    "Work History",
    (resume.work ?? [])
      .map((job) =>
        entry(
          job.position,
          [job.name, job.location].filter(Boolean).join(" · "),
          printRange(job, dates),
          para(job.summary) + list(job.highlights),
        ),
      )
      .join(""),
  )}
  ${section(
    "Projects",
    (resume.projects ?? [])
      .map((project) =>
        entry(
          project.name,
          [project.entity, project.keywords?.join(", ")].filter(Boolean).join(" · "),
          printRange(project, dates),
          para(project.description) + list(project.highlights),
        ),
      )
      .join(""),
  )}
  ${section(
    "Certifications",
    (resume.certificates ?? [])
      .map((item) => entry(item.name, item.issuer ?? "", printDate(item.date, dates), ""))
      .join(""),
  )}
  ${section(
    "Volunteering",
    (resume.volunteer ?? [])
      .map((role) =>
        entry(
          role.position,
          role.organization,
          printRange(role, dates),
          para(role.summary) + list(role.highlights),
        ),
      )
      .join(""),
  )}
  ${section(
    "Publications",
    (resume.publications ?? [])
      .map((paper) => entry(paper.name, paper.publisher ?? "", printDate(paper.releaseDate, dates), ""))
      .join(""),
  )}
  ${section(
    "Awards",
    (resume.awards ?? [])
      .map((award) =>
        entry(award.title, award.awarder ?? "", printDate(award.date, dates), para(award.summary)),
      )
      .join(""),
  )}
  ${section(
    "References",
    (resume.references ?? []).map((ref) => entry(ref.name, "", "", para(ref.reference))).join(""),
  )}`;

export const sidebarLayout: HtmlLayout = {
  format: "A4",
  printed: { dates, companyDescription: false },
  html(resume) {
    const { basics } = resume;
    const body = `<div class="top"><h1>${esc(basics.name)}</h1>${
      basics.label ? `<div class="label">${esc(basics.label)}</div>` : ""
    }</div><div class="columns"><aside>${sidebar(resume)}</aside><main>${main(resume)}</main></div>`;
    return page(CSS, body);
  },
};
