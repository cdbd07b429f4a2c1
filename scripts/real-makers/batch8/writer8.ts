// The eighth batch's LibreOffice Writer documents (issue 31), flat ODT in Writer's own features
// (batch 7's fodt7.ts skeleton) exported by Writer to PDF or saved as Word, with the headers people
// make in Writer and Word: the name with a middle initial in the PAGE HEADER and the contact
// split over two header lines ("Tel." and an extension); a "Curriculum Vitae" title over the name
// with its post-nominal and three centred "Tel." / "E:" / link lines; the name in letter-spaced
// capitals (Writer's character spacing) over a line of ☎ ✉ ⌂ symbols; and a borderless two-cell
// table with the name on two lines (first / LAST) left and a right-aligned block of details right.
// The body is one column: "Title, Employer" with the dates on a right tab stop, then bullets.

import { bullets, fodt, h1, p, xml } from "../batch7/fodt7.ts";
import { fmtDate, type Kind, type Resume, type Truth } from "../tex/model.ts";
import { contactTruth, type Shown8 } from "./html8.ts";

export interface WriterDoc8 {
  id: string;
  resume: string;
  shown: Shown8;
  make: (r: Resume, t: Truth, s: Shown8) => string;
  to: "docx" | "pdf";
}

/** The automatic styles of these headers: big and letter-spaced names, alignments, the head table. */
const headStyles = `<style:style style:name="TName" style:family="text"><style:text-properties fo:font-size="20pt" fo:font-weight="bold"/></style:style>
<style:style style:name="TSpaced" style:family="text"><style:text-properties fo:font-size="22pt" fo:letter-spacing="0.2cm" fo:font-weight="bold"/></style:style>
<style:style style:name="PCenter" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/></style:style>
<style:style style:name="PRight" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="PCv" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9pt" fo:color="#777777" fo:letter-spacing="0.05cm"/></style:style>
<style:style style:name="PBigName" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.15cm"/><style:text-properties fo:font-size="24pt" fo:font-weight="bold"/></style:style>
<style:style style:name="PLast" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:font-weight="bold" fo:color="#1f3864"/></style:style>
<style:style style:name="PFirst" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:color="#555555"/></style:style>
<style:style style:name="Head" style:family="table"><style:table-properties style:width="17.5cm" table:align="left"/></style:style>
<style:style style:name="Head.A" style:family="table-column"><style:table-column-properties style:column-width="9.5cm"/></style:style>
<style:style style:name="Head.B" style:family="table-column"><style:table-column-properties style:column-width="8cm"/></style:style>
<style:style style:name="Head.C" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border="none"/></style:style>`;

function when(start: string | undefined, end: string | undefined, isJob: boolean) {
  const s = fmtDate(start, "mon");
  const e = fmtDate(end, "mon") ?? (isJob ? "Present" : null);
  if (!s) return { text: e ?? "", start: null, end: e };
  return { text: `${s} – ${e ?? "Present"}`, start: s, end: e ?? "Present" };
}

function heading(t: Truth, text: string, kind: Kind): string {
  t.sections.push({ heading: text, kind });
  return h1(text);
}

/** Profile, jobs, schools and skills in one column; the truth gets each. */
function body(r: Resume, t: Truth): string {
  const out: string[] = [];
  if (r.basics.summary) out.push(heading(t, "Profile", "summary"), p(xml(r.basics.summary)));
  out.push(heading(t, "Experience", "work"));
  for (const w of r.work ?? []) {
    const d = when(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    out.push(
      p(`${xml(w.position)}, ${xml(w.name)}<text:tab/>${xml(d.text)}`, "Entry"),
      bullets(w.highlights),
    );
  }
  out.push(heading(t, "Education", "education"));
  for (const e of r.education ?? []) {
    const d = when(e.startDate, e.endDate, false);
    const degree = [e.studyType, e.area].filter(Boolean).join(", ");
    t.education.push({ institution: e.institution, degree, start: d.start, end: d.end });
    out.push(p(`${xml(e.institution)}<text:tab/>${xml(d.text)}`, "Entry"), p(xml(degree), "Sub"));
  }
  out.push(heading(t, "Skills", "skills"));
  for (const g of r.skills ?? []) {
    t.skills.push(...(g.keywords ?? []));
    out.push(p(`<text:span>${xml(g.name)}:</text:span> ${xml((g.keywords ?? []).join(", "))}`));
  }
  return out.join("\n");
}

/** The name in the page header; "Tel. … | e-mail" and "link | place" as two more header lines. */
export function headerInitial(r: Resume, t: Truth, s: Shown8): string {
  contactTruth(r, t, s, r.basics.name);
  const first = [s.phone ? `Tel. ${s.phone}` : "", r.basics.email ?? ""].filter(Boolean);
  const second = [...s.links, s.place ?? ""].filter(Boolean);
  const header = [
    `<text:span text:style-name="TName">${xml(r.basics.name)}</text:span>`,
    xml(first.join(" | ")),
    xml(second.join(" | ")),
  ];
  return fodt(body(r, t), { header, styles: headStyles });
}

/** "Curriculum Vitae" over the name and its post-nominal; "Tel.", "E:" and the link, one a line. */
export function cvTitle(r: Resume, t: Truth, s: Shown8): string {
  contactTruth(r, t, s, r.basics.name);
  const lines = [
    s.place ? xml(s.place) : "",
    s.phone ? `Tel. ${xml(s.phone)}` : "",
    `E: ${xml(r.basics.email ?? "")}`,
    ...s.links.map(xml),
  ].filter(Boolean);
  const head = [
    p("CURRICULUM VITAE", "PCv"),
    p(xml(r.basics.name), "PBigName"),
    ...lines.map((l) => p(l, "PCenter")),
  ];
  return fodt([...head, body(r, t)].join("\n"), { styles: headStyles });
}

/** The name in capitals with Writer's character spacing; one centred line of ☎ ✉ ⌂ details. */
export function symbolsSpaced(r: Resume, t: Truth, s: Shown8): string {
  const name = r.basics.name.toUpperCase();
  contactTruth(r, t, s, name);
  const items = [
    s.phone ? `☎ ${xml(s.phone)}` : "",
    `✉ ${xml(r.basics.email ?? "")}`,
    s.place ? `⌂ ${xml(s.place)}` : "",
    ...s.links.map(xml),
  ].filter(Boolean);
  const head = [
    p(`<text:span text:style-name="TSpaced">${xml(name)}</text:span>`, "PCenter"),
    p(xml(r.basics.label ?? ""), "PCenter"),
    p(items.join('<text:s text:c="3"/>'), "PCenter"),
  ];
  return fodt([...head, body(r, t)].join("\n"), { styles: headStyles });
}

/** A borderless table: first name over the LAST name left; the details right-aligned, one a line. */
export function twoLineTable(r: Resume, t: Truth, s: Shown8): string {
  const words = r.basics.name.split(" ");
  const last = (words.pop() ?? "").toUpperCase();
  const first = words.join(" ");
  contactTruth(r, t, s, `${first} ${last}`);
  const details = [
    s.phone ? `Mobile: ${xml(s.phone)}` : "",
    `E: ${xml(r.basics.email ?? "")}`,
    ...s.links.map(xml),
    s.place ? xml(s.place) : "",
  ].filter(Boolean);
  const cell = (content: string) =>
    `<table:table-cell table:style-name="Head.C" office:value-type="string">${content}</table:table-cell>`;
  const left = [p(xml(first), "PFirst"), p(xml(last), "PLast"), p(xml(r.basics.label ?? ""), "Sub")].join("");
  const right = details.map((d) => p(d, "PRight")).join("");
  const table = `<table:table table:name="Head" table:style-name="Head"><table:table-column table:style-name="Head.A"/><table:table-column table:style-name="Head.B"/><table:table-row>${cell(left)}${cell(right)}</table:table-row></table:table>`;
  return fodt([table, body(r, t)].join("\n"), { styles: headStyles });
}
