// Look-alikes of Google Docs resume templates (Serif, Swiss, Coral, Modern Writer), written from
// their look as HTML; no template files are copied. Each returns the page and the headings printed.

import { type Data, dates, esc, Sections } from "./model.ts";
import { dashCss, jobBody, page } from "./parts.ts";

export interface Made {
  html: string;
  sections: Sections;
}

/** Serif: name and contact block on top, then a wide main column and a narrow right sidebar. */
export function serif(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Georgia, serif; font-size: 10pt; color: #222; line-height: 1.35; }
.top { display: flex; justify-content: space-between; border-bottom: 1px solid #ccc; padding-bottom: 8px; }
h1 { font-size: 26pt; font-weight: normal; margin: 0; }
.label { color: #d35400; font-size: 11pt; }
.contact { text-align: right; font-size: 9pt; }
.cols { display: grid; grid-template-columns: 2.2fr 1fr; gap: 28px; margin-top: 10px; }
h2 { color: #d35400; font-size: 10pt; letter-spacing: 0.5px; margin: 14px 0 6px; }
.job { margin-bottom: 9px; } .co { font-weight: bold; } .when { color: #777; font-size: 8.5pt; }
ul { margin: 3px 0 0; padding-left: 1.3em; }
.side p { margin-bottom: 3px; }`;
  const main = `<h2>${s.add("EXPERIENCE", "work")}</h2>${d.work
    .map(
      (w) =>
        `<div class="job"><p><span class="co">${esc(w.company)}</span>, ${esc(w.place)} — <i>${esc(w.title)}</i></p><p class="when">${esc(dates(w.start, w.end, d.dash))}</p>${jobBody(w, "disc")}</div>`,
    )
    .join("")}<h2>${s.add("EDUCATION", "education")}</h2>${d.education
    .map(
      (e) =>
        `<div class="job"><p><span class="co">${esc(e.institution)}</span> — <i>${esc(e.degree)}</i></p><p class="when">${esc(dates(e.start, e.end, d.dash))}</p></div>`,
    )
    .join("")}`;
  const side = `<h2>${s.add("SKILLS", "skills")}</h2>${d.skillGroups
    .flatMap((g) => g.items)
    .map((k) => `<p>${esc(k)}</p>`)
    .join(
      "",
    )}<h2>${s.add("LANGUAGES", "languages")}</h2>${d.languages.map((l) => `<p>${esc(l)}</p>`).join("")}`;
  const body = `<div class="top"><div><h1>${esc(d.name)}</h1><p class="label">${esc(d.label)}</p></div>
<div class="contact"><p>${esc(d.location)}</p><p>${esc(d.phone)}</p><p><b>${esc(d.email)}</b></p>${d.links.map((l) => `<p>${esc(l.text)}</p>`).join("")}</div></div>
<div class="cols"><div>${main}</div><div class="side">${side}</div></div>`;
  return { html: page("Letter", "0.6in 0.7in", css, body), sections: s };
}

/** Swiss: huge bold name, headings in a left margin column level with their first entry. */
export function swiss(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Arial, sans-serif; font-size: 8.5pt; color: #000; line-height: 1.3; }
h1 { font-size: 34pt; font-weight: 900; margin: 0; letter-spacing: -1px; }
.contact { margin: 4px 0 14px; }
.row { display: grid; grid-template-columns: 1.3in 1fr; margin-top: 10px; }
h2 { color: #e8402a; font-size: 11pt; margin: 0; }
.job { margin-bottom: 6px; } .t { font-weight: bold; } .when { color: #555; }
ul { margin: 2px 0 0; padding-left: 1.2em; }`;
  const row = (h: string, inner: string) => `<div class="row"><h2>${h}</h2><div>${inner}</div></div>`;
  const body = `<h1>${esc(d.name)}</h1><p>${esc(d.label)}</p>
<p class="contact">${esc(d.location)}<br>${esc(d.phone)}<br>${esc(d.email)}<br>${d.links.map((l) => esc(l.text)).join("<br>")}</p>
${row(s.add("Profile", "summary"), `<p>${esc(d.summary)}</p>`)}
${row(
  s.add("Experience", "work"),
  d.work
    .map(
      (w) =>
        `<div class="job"><p><span class="t">${esc(w.company)}</span>, ${esc(w.title)}</p><p class="when">${esc(w.start)} – ${esc(w.end)}, ${esc(w.place)}</p>${jobBody(w, "disc")}</div>`,
    )
    .join(""),
)}
${row(
  s.add("Education", "education"),
  d.education
    .map(
      (e) =>
        `<div class="job"><p><span class="t">${esc(e.institution)}</span>, ${esc(e.degree)}</p><p class="when">${esc(dates(e.start, e.end, " – "))}</p></div>`,
    )
    .join(""),
)}
${row(
  s.add("Skills", "skills"),
  d.skillGroups.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(", ")}</p>`).join(""),
)}`;
  return { html: page("Letter", "0.55in 0.6in", css, body), sections: s };
}

/** Coral: name top left, contact block top right, coloured headings, full-width body. */
export function coral(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Arial, sans-serif; font-size: 10pt; color: #333; line-height: 1.4; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
h1 { font-family: Georgia, serif; font-size: 28pt; font-weight: normal; margin: 0; color: #000; }
.label { font-size: 11pt; margin-top: 2px; } .contact { text-align: right; font-size: 9.5pt; }
h2 { color: #ff6f61; font-family: Georgia, serif; font-size: 12pt; font-weight: normal; margin: 16px 0 6px; }
.job { margin-bottom: 9px; } .when { color: #666; font-size: 9pt; }
${dashCss}`;
  const body = `<div class="top"><div><h1>${esc(d.name)}</h1><p class="label">${esc(d.label)}</p></div>
<div class="contact"><p>${esc(d.location)}</p><p>${esc(d.phone)}</p><p>${esc(d.email)}</p>${d.links.map((l) => `<p>${esc(l.text)}</p>`).join("")}</div></div>
<h2>${s.add("Summary", "summary")}</h2><p>${esc(d.summary)}</p>
<h2>${s.add("Work Experience", "work")}</h2>${d.work
    .map(
      (w) =>
        `<div class="job"><p><b>${esc(w.title)}</b>, ${esc(w.company)}</p><p class="when">${esc(dates(w.start, w.end, d.dash))}</p>${jobBody(w, "dash")}</div>`,
    )
    .join("")}
<h2>${s.add("Education", "education")}</h2>${d.education
    .map(
      (e) =>
        `<div class="job"><p><b>${esc(e.institution)}</b></p><p>${esc(e.degree)}</p><p class="when">${esc(dates(e.start, e.end, d.dash))}</p></div>`,
    )
    .join("")}
<h2>${s.add("Skills", "skills")}</h2><p>${d.skillGroups
    .flatMap((g) => g.items)
    .map(esc)
    .join(" · ")}</p>
<h2>${s.add("Languages", "languages")}</h2><p>${d.languages.map(esc).join("; ")}</p>`;
  return { html: page("Letter", "0.7in", css, body), sections: s };
}

/** Modern Writer: monospace name and headings, sans-serif body, dates on their own line. */
export function modernWriter(d: Data): Made {
  const s = new Sections();
  const css = `body { font-family: Arial, sans-serif; font-size: 10pt; color: #444; line-height: 1.45; }
h1, h2, .mono { font-family: "DejaVu Sans Mono", "Courier New", monospace; }
h1 { font-size: 24pt; color: #000; margin: 0; font-weight: bold; }
.contact { margin: 4px 0 6px; } .label { color: #ff5e6c; font-size: 11pt; }
h2 { font-size: 11pt; color: #ff5e6c; margin: 18px 0 6px; font-weight: bold; }
.job { margin-bottom: 10px; } .item { margin: 2px 0 0 0; }
.when { font-size: 8.5pt; color: #888; }`;
  const body = `<h1>${esc(d.name)}</h1><p class="label mono">${esc(d.label)}</p>
<p class="contact">${[d.location, d.email, ...d.links.map((l) => l.text)].map(esc).join("<br>")}</p>
<h2>${s.add("// About me", "summary")}</h2><p>${esc(d.summary)}</p>
<h2>${s.add("// Experience", "work")}</h2>${d.work
    .map(
      (w) =>
        `<div class="job"><p><b>${esc(w.company)}</b> / ${esc(w.title)}</p><p class="when mono">${esc(w.start)} - ${esc(w.end)}</p>${jobBody(w, "none")}</div>`,
    )
    .join("")}
<h2>${s.add("// Education", "education")}</h2>${d.education
    .map(
      (e) =>
        `<div class="job"><p><b>${esc(e.institution)}</b> / ${esc(e.degree)}</p><p class="when mono">${esc(dates(e.start, e.end, " - "))}</p></div>`,
    )
    .join("")}
<h2>${s.add("// Skills", "skills")}</h2>${d.skillGroups.map((g) => `<p>${g.items.map(esc).join(", ")}</p>`).join("")}
<h2>${s.add("// Languages", "languages")}</h2>${d.languages.map((l) => `<p>${esc(l)}</p>`).join("")}`;
  return { html: page("Letter", "0.8in", css, body), sections: s };
}
