// The sixth batch's HTML documents (issue 31), printed by headless Chromium in the look of three
// templates people often start from, each with a body laid out its own way:
// - a Canva-style two-tone page: a dark sidebar with contact, education and skills shown as
//   bars, letter-spaced capital headings, and a main column with the title over an
//   "Employer | dates" line;
// - a Google Docs "Coral"-like page: "Employer, Place — Title" in one line and the dates in small
//   grey capitals on the next;
// - a Word "Timeline"-like table: dates in a left column, the title, employer and bullets right.
// Each piece written fills the truth draft with what it prints.

import { esc, page, profileText } from "../batch4/body4.ts";
import type { Shown } from "../batch4/headers4.ts";
import { fmtDate, type Kind, type Resume, type Truth } from "../tex/model.ts";

function contactTruth(r: Resume, t: Truth, shown: Shown, links: string[]) {
  t.name = r.basics.name;
  t.email = r.basics.email ?? null;
  t.phone = shown.phone;
  t.location = shown.place;
  t.links.push(...links);
}

/** A job's or school's dates as printed, with the truth's start and end. */
function when(start: string | undefined, end: string | undefined, isJob: boolean) {
  const s = fmtDate(start, "mon");
  const e = fmtDate(end, "mon") ?? (isJob ? "Present" : null);
  if (!s) return { text: e ?? "", start: null, end: e };
  if (!e) return { text: s, start: null, end: s };
  return { text: `${s} – ${e}`, start: s, end: e };
}

const degreeOf = (e: NonNullable<Resume["education"]>[number]) =>
  [e.studyType, e.area].filter(Boolean).join(" in ");

const list = (items: string[] | undefined) =>
  items?.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>` : "";

function heading(t: Truth, text: string, kind: Kind): string {
  t.sections.push({ heading: text, kind });
  return `<h2>${esc(text)}</h2>`;
}

/** Canva-style: a dark sidebar (contact, education, skill bars) beside the profile and jobs. */
export function canvaSidebar(r: Resume, t: Truth, shown: Shown): string {
  const link = profileText(r, "linkedin") ?? profileText(r, "behance");
  contactTruth(r, t, shown, link ? [link] : []);
  const side: string[] = [
    heading(t, "CONTACT", "other"),
    `<p>${esc(shown.phone)}</p><p>${esc(r.basics.email ?? "")}</p><p>${esc(shown.place)}</p>`,
    link ? `<p>${esc(link)}</p>` : "",
    heading(t, "EDUCATION", "education"),
  ];
  for (const e of r.education ?? []) {
    const d = when(e.startDate, e.endDate, false);
    t.education.push({ institution: e.institution, degree: degreeOf(e), start: d.start, end: d.end });
    side.push(
      `<p class="deg">${esc(degreeOf(e))}</p><p>${esc(e.institution)}</p><p class="yr">${esc(d.text)}</p>`,
    );
  }
  side.push(heading(t, "SKILLS", "skills"));
  for (const g of r.skills ?? []) {
    for (const [i, k] of (g.keywords ?? []).entries()) {
      t.skills.push(k);
      side.push(
        `<p class="skill">${esc(k)}</p><div class="bar"><i style="width:${90 - (i % 4) * 12}%"></i></div>`,
      );
    }
  }
  const main: string[] = [];
  if (r.basics.summary) main.push(heading(t, "PROFILE", "summary"), `<p>${esc(r.basics.summary)}</p>`);
  main.push(heading(t, "WORK EXPERIENCE", "work"));
  for (const w of r.work ?? []) {
    const d = when(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    main.push(
      `<div class="job"><p class="title">${esc(w.position)}</p><p class="at">${esc(w.name)} | ${esc(d.text)}</p>${list(w.highlights)}</div>`,
    );
  }
  const css = `
body { font-family: "DejaVu Sans", sans-serif; }
.top { background: #f1e9e2; padding: 18px 24px; }
.top h1 { margin: 0; font: 700 24pt "DejaVu Sans"; letter-spacing: 0.25em; text-transform: uppercase; color: #3b3330; }
.top .label { letter-spacing: 0.2em; text-transform: uppercase; font-size: 9pt; color: #6d5f58; margin-top: 4px; }
.cols { display: flex; }
.side { width: 34%; background: #3b3330; color: #f4eee9; padding: 14px 16px; min-height: 230mm; font-size: 8.5pt; }
.main { width: 66%; padding: 14px 20px; }
h2 { font-size: 10pt; letter-spacing: 0.2em; border: 0; margin: 12px 0 5px; }
.side h2 { color: #e6c9b3; }
.side p { margin: 0 0 2px; overflow-wrap: anywhere; }
.deg { font-weight: 700; margin-top: 4px !important; }
.yr { color: #cdbfb5; }
.bar { height: 4px; background: #6d5f58; margin: 1px 0 5px; }
.bar i { display: block; height: 4px; background: #e6c9b3; }
.title { font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; margin-top: 6px; }
.at { color: #6d5f58; font-style: italic; }
.job { break-inside: avoid; }`;
  return page(
    "A4",
    "0",
    css,
    `<div class="top"><h1>${esc(r.basics.name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p></div>
<div class="cols"><div class="side">${side.join("\n")}</div><div class="main">${main.join("\n")}</div></div>`,
  );
}

/** Google Docs "Coral"-like: "Employer, Place — Title", the dates in small capitals under it. */
export function docsCoral(r: Resume, t: Truth, shown: Shown): string {
  const li = profileText(r, "linkedin");
  contactTruth(r, t, shown, li ? [li] : []);
  const out: string[] = [];
  if (r.basics.summary) out.push(heading(t, "Summary", "summary"), `<p>${esc(r.basics.summary)}</p>`);
  out.push(heading(t, "Experience", "work"));
  for (const w of r.work ?? []) {
    const d = when(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    const place = w.location ? `, ${esc(w.location)}` : "";
    out.push(
      `<p class="ehead"><b>${esc(w.name)}</b>${place} — <i>${esc(w.position)}</i></p><p class="dates">${esc(d.text)}</p>${list(w.highlights)}`,
    );
  }
  out.push(heading(t, "Education", "education"));
  for (const e of r.education ?? []) {
    const d = when(e.startDate, e.endDate, false);
    t.education.push({ institution: e.institution, degree: degreeOf(e), start: d.start, end: d.end });
    out.push(
      `<p class="ehead"><b>${esc(e.institution)}</b> — <i>${esc(degreeOf(e))}</i></p><p class="dates">${esc(d.text)}</p>`,
    );
  }
  if (r.skills?.length) {
    out.push(heading(t, "Skills", "skills"));
    const words = r.skills.flatMap((g) => g.keywords ?? []);
    t.skills.push(...words);
    out.push(`<p>${words.map(esc).join(" · ")}</p>`);
  }
  const contact = [shown.place, shown.phone, r.basics.email ?? "", ...(li ? [li] : [])];
  const css = `
body { font: 10.5pt/1.4 "DejaVu Serif", serif; color: #222; }
h1 { font: 700 28pt "DejaVu Sans", sans-serif; margin: 0; color: #222; }
.contact { font-size: 9pt; color: #555; margin: 2px 0 8px; }
h2 { font: 700 11pt "DejaVu Sans", sans-serif; color: #d8634b; border: 0; margin: 14px 0 4px; }
.ehead { margin-top: 8px; }
.dates { font-size: 8pt; color: #777; text-transform: uppercase; letter-spacing: 0.04em; }`;
  return page(
    "Letter",
    "0.8in",
    css,
    `<h1>${esc(r.basics.name)}</h1><p class="contact">${contact.map(esc).join(" · ")}</p>
${out.join("\n")}`,
  );
}

/** Word "Timeline"-like: one table, the dates in a narrow left column, the entry on the right. */
export function wordTimeline(r: Resume, t: Truth, shown: Shown): string {
  contactTruth(r, t, shown, []);
  const rows: string[] = [];
  const section = (text: string, kind: Kind) =>
    rows.push(`<tr><td></td><td class="sec">${heading(t, text, kind)}</td></tr>`);
  if (r.basics.summary) {
    section("Profile", "summary");
    rows.push(`<tr><td></td><td>${esc(r.basics.summary)}</td></tr>`);
  }
  section("Experience", "work");
  for (const w of r.work ?? []) {
    const d = when(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    rows.push(
      `<tr><td class="when">${esc(d.text)}</td><td><p class="title">${esc(w.position)}</p><p class="org">${esc(w.name)}</p>${list(w.highlights)}</td></tr>`,
    );
  }
  section("Education", "education");
  for (const e of r.education ?? []) {
    const d = when(e.startDate, e.endDate, false);
    t.education.push({ institution: e.institution, degree: degreeOf(e), start: d.start, end: d.end });
    rows.push(
      `<tr><td class="when">${esc(d.text)}</td><td><p class="title">${esc(degreeOf(e))}</p><p class="org">${esc(e.institution)}</p></td></tr>`,
    );
  }
  if (r.skills?.length) {
    section("Skills", "skills");
    for (const g of r.skills) {
      t.skills.push(...(g.keywords ?? []));
      rows.push(
        `<tr><td class="when">${esc(g.name)}</td><td>${(g.keywords ?? []).map(esc).join(", ")}</td></tr>`,
      );
    }
  }
  const css = `
body { font: 10pt/1.35 "Liberation Sans", sans-serif; }
h1 { font: 400 26pt "Liberation Serif", serif; margin: 0; }
.contact { color: #444; margin: 2px 0 10px; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 3px 6px; }
td.when { width: 28%; color: #555; font-size: 9pt; padding-top: 5px; }
.sec h2 { font: 700 12pt "Liberation Sans", sans-serif; color: #2f5496; border-bottom: 1px solid #2f5496; margin: 10px 0 2px; }
.title { font-weight: 700; }
.org { font-style: italic; }`;
  return page(
    "Letter",
    "0.75in",
    css,
    `<h1>${esc(r.basics.name)}</h1>
<p class="contact">${esc(shown.place)} &nbsp;|&nbsp; ${esc(shown.phone)} &nbsp;|&nbsp; ${esc(r.basics.email ?? "")}</p>
<table>${rows.join("\n")}</table>`,
  );
}
