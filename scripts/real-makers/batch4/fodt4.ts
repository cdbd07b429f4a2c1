// A LibreOffice Writer document written as flat ODT (.fodt), the way many Word and Writer resume
// templates are built: the name and headline in the PAGE HEADER (repeated on every page by the
// word processor), the contact details in the PAGE FOOTER, the body as styled paragraphs with a
// right tab stop for the dates and real bulleted lists. soffice exports it to PDF and DOCX (the
// header and footer become DOCX header/footer parts).

import { fmtDate, type Resume, type Truth } from "../tex/model.ts";
import type { Shown } from "./headers4.ts";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const styles = `<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-family="'Liberation Sans'" fo:font-size="10pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="24pt" fo:font-weight="bold" fo:color="#1f3864"/></style:style>
<style:style style:name="Headline" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="11pt" fo:color="#595959"/></style:style>
<style:style style:name="Foot" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt"/></style:style>
<style:style style:name="Section" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.1cm" fo:border-bottom="0.5pt solid #1f3864" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="#1f3864"/></style:style>
<style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
</office:styles>`;

const automatic = `<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21.59cm" fo:page-height="27.94cm" fo:margin-top="1cm" fo:margin-bottom="1cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/>
<style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:automatic-styles>`;

/** "Title, Employer<tab>Mar 2021 – Present" heads, bullets, schools, skills; the truth as printed. */
function body(r: Resume, t: Truth): string {
  const out: string[] = [];
  const heading = (text: string, kind: Parameters<Truth["section"]>[1]) => {
    t.sections.push({ heading: text, kind });
    out.push(`<text:p text:style-name="Section">${xml(text)}</text:p>`);
  };
  if (r.basics.summary) {
    heading("Summary", "summary");
    out.push(`<text:p>${xml(r.basics.summary)}</text:p>`);
  }
  heading("Work Experience", "work");
  for (const w of r.work ?? []) {
    const s = fmtDate(w.startDate, "month");
    const e = fmtDate(w.endDate, "month") ?? "Present";
    t.work.push({ company: w.name, title: w.position, start: s, end: e });
    const items = w.highlights ?? [];
    t.bullets += items.length;
    out.push(
      `<text:p text:style-name="Head"><text:span text:style-name="Bold">${xml(w.position)}</text:span>, ${xml(w.name)}<text:tab/>${xml(`${s} – ${e}`)}</text:p>`,
    );
    if (items.length)
      out.push(
        `<text:list text:style-name="L1">${items.map((i) => `<text:list-item><text:p>${xml(i)}</text:p></text:list-item>`).join("")}</text:list>`,
      );
  }
  heading("Education", "education");
  for (const e of r.education ?? []) {
    const s = fmtDate(e.startDate, "month");
    const end = fmtDate(e.endDate, "month");
    const degree = [e.studyType, e.area].filter(Boolean).join(" in ");
    t.education.push({ institution: e.institution, degree, start: end ? s : null, end: end ?? s });
    const when = end && s ? `${s} – ${end}` : (end ?? s ?? "");
    out.push(
      `<text:p text:style-name="Head"><text:span text:style-name="Bold">${xml(degree)}</text:span>, ${xml(e.institution)}<text:tab/>${xml(when)}</text:p>`,
    );
  }
  heading("Skills", "skills");
  for (const g of r.skills ?? []) {
    t.skills.push(...(g.keywords ?? []));
    out.push(
      `<text:p><text:span text:style-name="Bold">${xml(g.name)}:</text:span> ${xml((g.keywords ?? []).join(", "))}</text:p>`,
    );
  }
  return out.join("\n");
}

/** The whole .fodt: name and headline in the page header, contact line in the page footer. */
export function fodtHeaderFooter(
  r: Resume,
  t: Truth,
  shown: Shown,
  /** Where the contact line goes: the page footer, or the page header under the headline. */
  contactIn: "footer" | "header" = "footer",
): string {
  t.name = r.basics.name;
  t.email = r.basics.email ?? null;
  t.phone = shown.phone;
  t.location = shown.place;
  const li = r.basics.profiles?.find((p) => p.url?.includes("linkedin"))?.url?.replace(/^https?:\/\//, "");
  if (li) t.links.push(li);
  const foot = [`Phone: ${shown.phone}`, `Email: ${r.basics.email ?? ""}`, shown.place, ...(li ? [li] : [])];
  const contactLine = (here: boolean) =>
    here ? `<text:p text:style-name="Foot">${foot.map(xml).join("  |  ")}</text:p>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>
${styles}
${automatic}
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header><text:p text:style-name="Name">${xml(r.basics.name)}</text:p><text:p text:style-name="Headline">${xml(r.basics.label ?? "")}</text:p>${contactLine(contactIn === "header")}</style:header>
${contactIn === "footer" ? `<style:footer>${contactLine(true)}</style:footer>` : ""}
</style:master-page></office:master-styles>
<office:body><office:text>
${body(r, t)}
</office:text></office:body></office:document>
`;
}
