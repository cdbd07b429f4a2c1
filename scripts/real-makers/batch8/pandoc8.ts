// The eighth batch's pandoc document (issue 31): Markdown as people write it for `pandoc -o
// resume.docx`: the name as the top heading, the label, and the contact details split over two
// lines (a hard line break) with " / " between them, one link with its https:// and one without.

import { fmtDate, type Kind, type Resume, type Truth } from "../tex/model.ts";
import { contactTruth, type Shown8 } from "./html8.ts";

function heading(t: Truth, text: string, kind: Kind): string {
  t.sections.push({ heading: text, kind });
  return `## ${text}`;
}

/** The Markdown of one resume; the truth gets what pandoc will print. */
export function slashesMarkdown(r: Resume, t: Truth, s: Shown8): string {
  contactTruth(r, t, s, r.basics.name);
  const first = [s.place, s.phone, r.basics.email].filter(Boolean).join(" / ");
  const md = [
    `# ${r.basics.name}`,
    "",
    `**${r.basics.label ?? ""}**`,
    "",
    `${first}\\`,
    s.links.join(" / "),
    "",
  ];
  if (r.basics.summary) md.push(heading(t, "Summary", "summary"), "", r.basics.summary, "");
  md.push(heading(t, "Experience", "work"), "");
  for (const w of r.work ?? []) {
    const start = fmtDate(w.startDate, "month");
    const end = fmtDate(w.endDate, "month") ?? "Present";
    t.work.push({ company: w.name, title: w.position, start, end });
    t.bullets += w.highlights?.length ?? 0;
    md.push(`### ${w.position}, ${w.name}`, "", `*${start} – ${end}*`, "");
    for (const h of w.highlights ?? []) md.push(`- ${h}`);
    md.push("");
  }
  md.push(heading(t, "Education", "education"), "");
  for (const e of r.education ?? []) {
    const end = fmtDate(e.endDate, "month");
    const degree = [e.studyType, e.area].filter(Boolean).join(", ");
    t.education.push({ institution: e.institution, degree, start: null, end });
    md.push(`### ${degree}`, "", `${e.institution}${end ? `, ${end}` : ""}`, "");
  }
  md.push(heading(t, "Skills", "skills"), "");
  for (const g of r.skills ?? []) {
    t.skills.push(...(g.keywords ?? []));
    md.push(`- **${g.name}:** ${(g.keywords ?? []).join(", ")}`);
  }
  return `${md.join("\n")}\n`;
}
