import { printDate, printRange } from "../print-dates.ts";
import type { SourceResume } from "../source-resume.ts";
import { place, webLinks } from "./contact-text.ts";
import { esc, type HtmlLayout, list, page, para, section } from "./html-kit.ts";

// A one-column resume as people type it in Word or Google Docs: serif type, a centred name,
// capitalised headings over a rule, company and dates on one line (dates pushed right),
// "Mar 2019 – Present" dates, bullets as a list.

const dates = { month: "short", dash: " – ", present: "Present" } as const;

const CSS = `
@page { size: Letter; margin: 0.7in 0.75in; }
body { font-family: "Liberation Serif", serif; font-size: 11pt; line-height: 1.25; color: #111; margin: 0; }
header { text-align: center; margin-bottom: 8pt; }
h1 { font-size: 20pt; margin: 0; letter-spacing: 0; }
.label { font-size: 12pt; font-style: italic; margin-top: 2pt; }
.contact { font-size: 10pt; margin-top: 3pt; }
h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1px solid #333; margin: 12pt 0 5pt; padding-bottom: 1pt; }
.row { display: flex; justify-content: space-between; gap: 12pt; }
.entry { margin-bottom: 7pt; break-inside: avoid-page; }
.about { font-style: italic; color: #333; font-size: 10pt; }
p { margin: 2pt 0; }
ul, ol { margin: 2pt 0 0 0; padding-left: 18pt; }
li { margin: 1pt 0; }
`;

const head = (left: string, right: string) =>
  `<div class="row"><span>${left}</span><span>${esc(right)}</span></div>`;

function experience(resume: SourceResume): string {
  return (resume.work ?? [])
    .map(
      (job) => `<div class="entry">
        ${head(`<b>${esc(job.name)}</b>${job.location ? ` — ${esc(job.location)}` : ""}`, printRange(job, dates))}
        <div><i>${esc(job.position)}</i></div>
        ${para(job.description, "about")}${para(job.summary)}${list(job.highlights)}
      </div>`,
    )
    .join("");
}

function education(resume: SourceResume): string {
  return (resume.education ?? [])
    .map(
      (school) => `<div class="entry">
        ${head(`<b>${esc(school.institution)}</b>`, printRange(school, dates))}
        <div>${esc([school.studyType, school.area].filter(Boolean).join(", "))}${school.score ? ` — GPA/Grade: ${esc(school.score)}` : ""}</div>
        ${school.courses?.length ? para(`Relevant coursework: ${school.courses.join("; ")}`) : ""}
      </div>`,
    )
    .join("");
}

function projects(resume: SourceResume): string {
  return (resume.projects ?? [])
    .map(
      (project) => `<div class="entry">
        ${head(`<b>${esc(project.name)}</b>${project.entity ? `, ${esc(project.entity)}` : ""}`, printRange(project, dates))}
        ${para(project.description)}${list(project.highlights)}
        ${project.keywords?.length ? para(`Technologies: ${project.keywords.join(", ")}`, "about") : ""}
      </div>`,
    )
    .join("");
}

function volunteering(resume: SourceResume): string {
  return (resume.volunteer ?? [])
    .map(
      (role) => `<div class="entry">
        ${head(`<b>${esc(role.position)}</b>, ${esc(role.organization)}`, printRange(role, dates))}
        ${para(role.summary)}${list(role.highlights)}
      </div>`,
    )
    .join("");
}

export const oneColumnLayout: HtmlLayout = {
  format: "Letter",
  printed: { dates, companyDescription: true },
  html(resume) {
    const { basics } = resume;
    const contact = [place(basics.location), basics.phone, basics.email].filter(Boolean).join("  |  ");
    const links = webLinks(basics)
      .map((link) => `${link.label}: ${link.text}`)
      .join("  |  ");
    const body = `
      <header><h1>${esc(basics.name)}</h1>${basics.label ? `<div class="label">${esc(basics.label)}</div>` : ""}
        <div class="contact">${esc(contact)}</div>${links ? `<div class="contact">${esc(links)}</div>` : ""}</header>
      ${section("Professional Summary", para(basics.summary))}
      ${section("Professional Experience", experience(resume))}
      ${section("Education", education(resume))}
      ${section(
        "Licenses & Certifications",
        list(
          (resume.certificates ?? []).map(
            (item) =>
              [item.name, item.issuer].filter(Boolean).join(" — ") +
              (item.date ? ` (${printDate(item.date, dates)})` : ""),
          ),
        ),
      )}
      ${section("Projects", projects(resume))}
      ${section(
        "Skills",
        (resume.skills ?? [])
          .map((group) =>
            group.keywords?.length
              ? `<p><b>${esc(group.name)}:</b> ${esc(group.keywords.join(", "))}</p>`
              : para(group.name),
          )
          .join(""),
      )}
      ${section(
        "Publications",
        list(
          (resume.publications ?? []).map(
            (paper) =>
              `${paper.name}. ${paper.publisher ?? ""}${paper.releaseDate ? `, ${printDate(paper.releaseDate, dates)}` : ""}.`,
          ),
          "ol",
        ),
      )}
      ${section(
        "Honors & Awards",
        list(
          (resume.awards ?? []).map(
            (award) =>
              `${award.title}, ${award.awarder ?? ""}${award.date ? ` (${printDate(award.date, dates)})` : ""}${award.summary ? `. ${award.summary}` : ""}`,
          ),
        ),
      )}
      ${section("Volunteer Experience", volunteering(resume))}
      ${section(
        "Languages",
        para((resume.languages ?? []).map((row) => `${row.language} (${row.fluency ?? ""})`).join(" · ")),
      )}
      ${section(
        "Interests",
        (resume.interests ?? [])
          .map((row) => para(`${row.name}: ${(row.keywords ?? []).join(", ")}`))
          .join(""),
      )}
      ${section(
        "References",
        (resume.references ?? [])
          .map((ref) => `<p><b>${esc(ref.name)}</b>${ref.reference ? `<br>“${esc(ref.reference)}”` : ""}</p>`)
          .join(""),
      )}`;
    return page(CSS, body);
  },
};
