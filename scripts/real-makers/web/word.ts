// Look-alikes of Microsoft Word resume templates and common Word layouts (Modern chronological,
// Basic, a two-column table, a coloured sidebar, an icon contact line), written from their look
// as HTML; no template files are copied. Each returns the page and the headings printed.

import type { Made } from "./gdocs.ts";
import { type Data, dates, esc, Sections } from "./model.ts";
import { dashCss, icons, jobBody, page } from "./parts.ts";

const skillsList = (d: Data) => d.skillGroups.flatMap((g) => g.items);

/** Modern chronological: contact line with "•", ruled headings, "Title | Company | Dates". */
export function modernChrono(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Carlito, Calibri, sans-serif; font-size: 11pt; color: #262626; line-height: 1.3; }
h1 { font-size: 28pt; color: #1f4e79; margin: 0; font-weight: bold; }
.contact { margin: 4px 0 10px; color: #555; }
h2 { font-size: 13pt; color: #1f4e79; border-bottom: 1.5px solid #1f4e79; margin: 14px 0 6px; padding-bottom: 1px; }
.job { margin-bottom: 8px; } ul { margin: 2px 0 0; padding-left: 1.3em; }`;
  const contact = [d.location, d.phone, d.email, ...d.links.map((l) => l.text)].map(esc).join(" • ");
  const body = `<h1>${esc(d.name)}</h1><p class="contact">${contact}</p>
<h2>${s.add("Objective", "summary")}</h2><p>${esc(d.summary)}</p>
<h2>${s.add("Experience", "work")}</h2>${d.work
    .map(
      (w) =>
        `<div class="job"><p><b>${esc(w.title)}</b> | ${esc(w.company)} | ${esc(dates(w.start, w.end, d.dash))}</p>${jobBody(w, "disc")}</div>`,
    )
    .join("")}
<h2>${s.add("Education", "education")}</h2>${d.education
    .map(
      (e) =>
        `<div class="job"><p><b>${esc(e.degree)}</b> | ${esc(e.institution)} | ${esc(dates(e.start, e.end, d.dash))}</p></div>`,
    )
    .join("")}
<h2>${s.add("Skills", "skills")}</h2>${d.skillGroups.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(", ")}</p>`).join("")}`;
  return { html: page("A4", "2cm", css, body), sections: s };
}

/** Basic: centred name, "|" contact line, company line with the dates floated right, title below. */
export function basic(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: "Times New Roman", Times, "Liberation Serif", serif; font-size: 11pt; line-height: 1.25; }
h1 { text-align: center; font-size: 20pt; margin: 0; letter-spacing: 1px; }
.contact { text-align: center; margin: 2px 0 8px; }
h2 { font-size: 11.5pt; border-bottom: 1px solid #000; margin: 12px 0 5px; }
.right { float: right; } .job { margin-bottom: 7px; } .clear { clear: both; }
${dashCss}`;
  const contact = [d.location, d.phone, d.email, ...d.links.map((l) => l.text)].map(esc).join(" | ");
  const body = `<h1>${esc(d.name)}</h1><p class="contact">${contact}</p>
<h2>${s.add("SUMMARY", "summary")}</h2><p>${esc(d.summary)}</p>
<h2>${s.add("EXPERIENCE", "work")}</h2>${d.work
    .map(
      (w) =>
        `<div class="job"><p><b>${esc(w.company)}</b>, ${esc(w.place)} <span class="right">${esc(dates(w.start, w.end, d.dash))}</span></p><p><i>${esc(w.title)}</i></p>${jobBody(w, "dash")}</div>`,
    )
    .join("")}
<h2>${s.add("EDUCATION", "education")}</h2>${d.education
    .map(
      (e) =>
        `<div class="job"><p><b>${esc(e.institution)}</b> <span class="right">${esc(dates(e.start, e.end, d.dash))}</span></p><p><i>${esc(e.degree)}</i></p></div>`,
    )
    .join("")}
<h2>${s.add("SKILLS", "skills")}</h2><p>${skillsList(d).map(esc).join(", ")}</p>`;
  return { html: page("Letter", "0.75in", css, body), sections: s };
}

/** A two-column table: section names in the narrow left column, content in the right. */
export function table(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Arial, sans-serif; font-size: 10pt; line-height: 1.35; color: #222; }
h1 { font-size: 22pt; margin: 0 0 2px; } .contact { margin-bottom: 10px; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 6px 4px; border-top: 1px solid #bbb; }
td.h { width: 28%; font-weight: bold; color: #555; font-size: 10.5pt; }
.job { margin-bottom: 7px; } ul { margin: 2px 0 0; padding-left: 1.2em; }`;
  const row = (h: string, kind: "work" | "education" | "skills" | "summary" | "languages", inner: string) =>
    `<tr><td class="h">${s.add(h, kind)}</td><td>${inner}</td></tr>`;
  const rows = [
    row("Profile", "summary", `<p>${esc(d.summary)}</p>`),
    row(
      "Professional Experience",
      "work",
      d.work
        .map(
          (w) =>
            `<div class="job"><p><b>${esc(w.title)}</b></p><p>${esc(w.company)}, ${esc(w.place)}</p><p>${esc(dates(w.start, w.end, d.dash))}</p>${jobBody(w, "disc")}</div>`,
        )
        .join(""),
    ),
    row(
      "Education",
      "education",
      d.education
        .map(
          (e) =>
            `<div class="job"><p><b>${esc(e.degree)}</b></p><p>${esc(e.institution)}, ${esc(dates(e.start, e.end, d.dash))}</p></div>`,
        )
        .join(""),
    ),
    row("Skills", "skills", `<p>${skillsList(d).map(esc).join(", ")}</p>`),
    row("Languages", "languages", d.languages.map((l) => `<p>${esc(l)}</p>`).join("")),
  ];
  const contact = [d.location, d.phone, d.email, ...d.links.map((l) => l.text)].map(esc).join("<br>");
  const body = `<h1>${esc(d.name)}</h1><p class="contact">${contact}</p><table>${rows.join("")}</table>`;
  return { html: page("A4", "18mm", css, body), sections: s };
}

/** A coloured left sidebar (contact, skills, education, languages) beside the main column. */
export function sidebar(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Calibri, Carlito, sans-serif; font-size: 10.5pt; line-height: 1.35; color: #222; }
.wrap { display: grid; grid-template-columns: 2.3in 1fr; min-height: 10.9in; }
.side { background: #1d3557; color: #fff; padding: 0.5in 0.25in; }
.side h2 { color: #a8dadc; font-size: 11pt; margin: 16px 0 5px; letter-spacing: 1px; }
.side p { margin-bottom: 3px; } .main { padding: 0.5in 0.45in; }
h1 { font-size: 26pt; margin: 0; color: #1d3557; } .label { font-size: 13pt; color: #457b9d; margin-bottom: 10px; }
.main h2 { font-size: 13pt; color: #1d3557; margin: 16px 0 6px; }
.job { margin-bottom: 9px; } .when { color: #666; font-size: 9.5pt; }
${dashCss}`;
  const side = `<h2>${s.add("CONTACT", "other")}</h2><p>${esc(d.phone)}</p><p>${esc(d.email)}</p><p>${esc(d.location)}</p>
<h2>${s.add("SKILLS", "skills")}</h2>${skillsList(d)
    .map((k) => `<p>${esc(k)}</p>`)
    .join("")}
<h2>${s.add("EDUCATION", "education")}</h2>${d.education
    .map(
      (e) =>
        `<p><b>${esc(e.degree)}</b></p><p>${esc(e.institution)}</p><p>${esc(dates(e.start, e.end, d.dash))}</p>`,
    )
    .join("")}
<h2>${s.add("LANGUAGES", "languages")}</h2>${d.languages.map((l) => `<p>${esc(l)}</p>`).join("")}`;
  const main = `<h1>${esc(d.name)}</h1><p class="label">${esc(d.label)}</p>
<h2>${s.add("Profile", "summary")}</h2><p>${esc(d.summary)}</p>
<h2>${s.add("Experience", "work")}</h2>${d.work
    .map(
      (w) =>
        `<div class="job"><p><b>${esc(w.title)}</b> — ${esc(w.company)}</p><p class="when">${esc(dates(w.start, w.end, d.dash))} · ${esc(w.place)}</p>${jobBody(w, "typed")}</div>`,
    )
    .join("")}`;
  const body = `<div class="wrap"><div class="side">${side}</div><div class="main">${main}</div></div>`;
  return { html: page("Letter", "0", css, body), sections: s };
}

/** Contact line of small SVG icons before each detail (the icons leave no text). */
export function iconLine(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Georgia, serif; font-size: 10.5pt; line-height: 1.35; color: #222; }
h1 { font-size: 24pt; margin: 0; text-align: center; }
.contact { text-align: center; margin: 6px 0 10px; font-family: Arial, sans-serif; font-size: 9.5pt; }
.contact span { margin: 0 7px; white-space: nowrap; } svg { vertical-align: -1px; margin-right: 4px; color: #2a6f97; }
h2 { font-size: 12pt; color: #2a6f97; border-bottom: 1px solid #2a6f97; margin: 14px 0 6px; }
.job { margin-bottom: 8px; } .right { float: right; } ul { margin: 2px 0 0; padding-left: 1.3em; }`;
  const icon = (n: string) => (/linkedin/i.test(n) ? icons.linkedin : /github/i.test(n) ? icons.github : "");
  const contact = [
    `<span>${icons.pin}${esc(d.location)}</span>`,
    `<span>${icons.phone}${esc(d.phone)}</span>`,
    `<span>${icons.mail}${esc(d.email)}</span>`,
    ...d.links.map((l) => `<span>${icon(l.network)}${esc(l.text)}</span>`),
  ].join("");
  const body = `<h1>${esc(d.name)}</h1><p class="contact">${contact}</p>
<h2>${s.add("Education", "education")}</h2>${d.education
    .map(
      (e) =>
        `<div class="job"><p><b>${esc(e.institution)}</b> <span class="right">${esc(dates(e.start, e.end, d.dash))}</span></p><p>${esc(e.degree)}</p></div>`,
    )
    .join("")}
<h2>${s.add("Experience", "work")}</h2>${d.work
    .map(
      (w) =>
        `<div class="job"><p><b>${esc(w.title)}</b>, ${esc(w.company)} <span class="right">${esc(dates(w.start, w.end, d.dash))}</span></p>${jobBody(w, "disc")}</div>`,
    )
    .join("")}
<h2>${s.add("Skills", "skills")}</h2>${d.skillGroups.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(", ")}</p>`).join("")}`;
  return { html: page("Letter", "0.6in", css, body), sections: s };
}
