// The seventh batch's LibreOffice Writer documents (issue 31), written as flat ODT in Writer's own
// features (fodt7.ts) and exported by Writer to PDF or saved as Word:
// - "tabs": the name and contact line in the page header; each job as "Title, Employer" with the
//   dates pushed right by a right-aligned tab stop, the place in italics below, a bulleted list;
//   the skills set in two columns (a section with Format > Columns);
// - "table": one table, dates in the left column, title / employer / bullets right, each section's
//   heading a shaded row whose cell spans both columns (merged cells); labelled contact lines;
// - "frame": a text frame anchored on the page's left as a sidebar (contact, education, skills)
//   beside the profile and the jobs.
// Each fills the truth draft with what it prints.

import type { Shown } from "../batch4/headers4.ts";
import { fmtDate, type Kind, type Resume, type Truth } from "../tex/model.ts";
import { bullets, cell, fodt, frame, h1, p, table, twoColumns, xml } from "./fodt7.ts";

export interface WriterDoc {
  id: string;
  resume: string;
  shown: Shown & { links: string[] };
  make: (r: Resume, t: Truth, s: WriterDoc["shown"]) => string;
  to: "docx" | "pdf";
}

function contactTruth(r: Resume, t: Truth, s: WriterDoc["shown"]) {
  t.name = r.basics.name;
  t.email = r.basics.email ?? null;
  t.phone = s.phone || null;
  t.location = s.place || null;
  t.links.push(...s.links);
}

function when(start: string | undefined, end: string | undefined, isJob: boolean) {
  const s = fmtDate(start, "month");
  const e = fmtDate(end, "month") ?? (isJob ? "Present" : null);
  if (!s) return { text: e ?? "", start: null, end: e };
  return { text: `${s} – ${e ?? "Present"}`, start: s, end: e ?? "Present" };
}

const degreeOf = (e: NonNullable<Resume["education"]>[number]) =>
  [e.studyType, e.area].filter(Boolean).join(", ");

function heading(t: Truth, text: string, kind: Kind): string {
  t.sections.push({ heading: text, kind });
  return text;
}

const skillsOf = (r: Resume, t: Truth) => {
  const all = (r.skills ?? []).flatMap((g) => g.keywords ?? []);
  t.skills.push(...all);
  return all;
};

/** Contact in the page header, dates on a right tab stop, skills in two columns. */
export function tabsHeader(r: Resume, t: Truth, s: WriterDoc["shown"]): string {
  contactTruth(r, t, s);
  const line = [s.place, s.phone, r.basics.email ?? "", ...s.links].filter(Boolean).map(xml).join("  ·  ");
  const out: string[] = [];
  if (r.basics.summary) out.push(h1(heading(t, "Summary", "summary")), p(xml(r.basics.summary)));
  out.push(h1(heading(t, "Experience", "work")));
  for (const w of r.work ?? []) {
    const d = when(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    out.push(p(`${xml(w.position)}, ${xml(w.name)}<text:tab/>${xml(d.text)}`, "Entry"));
    if (w.location) out.push(p(xml(w.location), "Sub"));
    out.push(bullets(w.highlights));
  }
  out.push(h1(heading(t, "Education", "education")));
  for (const e of r.education ?? []) {
    const d = when(e.startDate, e.endDate, false);
    t.education.push({ institution: e.institution, degree: degreeOf(e), start: d.start, end: d.end });
    out.push(p(`${xml(e.institution)}<text:tab/>${xml(d.text)}`, "Entry"), p(xml(degreeOf(e)), "Sub"));
  }
  out.push(h1(heading(t, "Skills", "skills")), twoColumns(skillsOf(r, t).map((k) => p(xml(k)))));
  const header = [`<text:span>${xml(r.basics.name)}</text:span>`, line];
  return fodt(out.join("\n"), { header });
}

/** One table: shaded merged rows for headings, dates left, the entry right. */
export function mergedTable(r: Resume, t: Truth, s: WriterDoc["shown"]): string {
  contactTruth(r, t, s);
  const head = [p(xml(r.basics.name), "Title")];
  if (s.place) head.push(p(`Address: ${xml(s.place)}`));
  if (s.phone) head.push(p(`Tel.: ${xml(s.phone)}`));
  head.push(p(`E-mail: ${xml(r.basics.email ?? "")}`));
  for (const l of s.links) head.push(p(`Web: ${xml(l)}`));
  const rows: string[] = [];
  const headRow = (text: string, kind: Kind) => rows.push(cell(p(xml(heading(t, text, kind)), "Entry"), 2));
  if (r.basics.summary) {
    headRow("Profile", "summary");
    rows.push(cell(p("")) + cell(p(xml(r.basics.summary))));
  }
  headRow("Work Experience", "work");
  for (const w of r.work ?? []) {
    const d = when(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    const right = [
      p(`<text:span>${xml(w.position)}</text:span>`, "Entry"),
      p(xml(w.name), "Sub"),
      bullets(w.highlights),
    ];
    rows.push(cell(p(xml(d.text), "Small")) + cell(right.join("")));
  }
  headRow("Education", "education");
  for (const e of r.education ?? []) {
    const d = when(e.startDate, e.endDate, false);
    t.education.push({ institution: e.institution, degree: degreeOf(e), start: d.start, end: d.end });
    rows.push(
      cell(p(xml(d.text), "Small")) + cell(p(xml(degreeOf(e)), "Entry") + p(xml(e.institution), "Sub")),
    );
  }
  headRow("Skills", "skills");
  for (const g of r.skills ?? []) {
    t.skills.push(...(g.keywords ?? []));
    rows.push(cell(p(xml(g.name), "Small")) + cell(p(xml((g.keywords ?? []).join(", ")))));
  }
  return fodt([...head, table(rows)].join("\n"));
}

/** A page-anchored frame as the sidebar; the body set beside it by a wide left margin. */
export function frameSidebar(r: Resume, t: Truth, s: WriterDoc["shown"]): string {
  contactTruth(r, t, s);
  const side: string[] = [h1(heading(t, "Contact", "other"))];
  for (const v of [s.phone, r.basics.email ?? "", s.place, ...s.links]) if (v) side.push(p(xml(v), "Small"));
  side.push(h1(heading(t, "Education", "education")));
  for (const e of r.education ?? []) {
    const d = when(e.startDate, e.endDate, false);
    t.education.push({ institution: e.institution, degree: degreeOf(e), start: d.start, end: d.end });
    side.push(p(xml(degreeOf(e)), "Entry"), p(xml(e.institution), "Small"), p(xml(d.text), "Small"));
  }
  side.push(h1(heading(t, "Skills", "skills")), ...skillsOf(r, t).map((k) => p(xml(k), "Small")));
  const main: string[] = [p(xml(r.basics.name), "Title")];
  if (r.basics.label) main.push(p(xml(r.basics.label), "Subtitle"));
  if (r.basics.summary) main.push(h1(heading(t, "Profile", "summary")), p(xml(r.basics.summary)));
  main.push(h1(heading(t, "Experience", "work")));
  for (const w of r.work ?? []) {
    const d = when(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    main.push(
      p(xml(w.position), "Entry"),
      p(`${xml(w.name)} | ${xml(d.text)}`, "Sub"),
      bullets(w.highlights),
    );
  }
  // Sections are read column by column: the sidebar's come first.
  t.sections.sort((a, b) => sideFirst(a.heading, side) - sideFirst(b.heading, side));
  const body = p(frame(side.join(""), "5.4cm", "24.9cm")) + main.join("\n");
  return fodt(body, { left: "7cm", rightTab: "12.5cm" });
}

const sideFirst = (heading: string, side: string[]) =>
  side.some((x) => x.includes(`>${xml(heading)}<`)) ? 0 : 1;
