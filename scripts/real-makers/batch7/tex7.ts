// The seventh batch's TeX documents (issue 31): tucv (CTAN tucv, LPPL, the University of Tulsa
// iSec CV style) as its package writes it: headings in grey boxes, an employer in bold with its
// place in the right column, and under it each role held there (\resjob) with the dates stacked
// in the right column ("Mar 2019 –" over "Jun 2022"); schools likewise (\resschool, \resdegree).
// The contact line is the plain one people put over such a CV. Each fills the truth draft with
// what it prints.

import { fmtDate, itemize, type Resume, type Truth, tex } from "../tex/model.ts";

type Work = NonNullable<Resume["work"]>[number];

/** Consecutive roles at one employer, the way tucv groups them under one \resemployer. */
function byEmployer(work: Work[]): Work[][] {
  const groups: Work[][] = [];
  for (const w of work) {
    const last = groups.at(-1);
    if (last && last[0]?.name === w.name) last.push(w);
    else groups.push([w]);
  }
  return groups;
}

export interface TucvContact {
  /** The contact line as printed, its parts already in their shown form. */
  line: string[];
  phone: string | null;
  place: string | null;
  links: string[];
}

export function tucv(c: TucvContact) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    t.name = b.name;
    t.email = b.email ?? null;
    t.phone = c.phone;
    t.location = c.place;
    t.links.push(...c.links);
    const out = [
      "\\documentclass[letterpaper,10pt]{article}",
      "\\usepackage[T1]{fontenc}",
      "\\usepackage{lmodern}",
      "\\usepackage[pagesetup]{tucv}",
      "\\usepackage{enumitem}",
      "\\setlist{nosep,leftmargin=1.2em}",
      "\\begin{document}",
      `\\begin{center}{\\LARGE\\textbf{${tex(b.name)}}}\\\\[4pt]${c.line.map(tex).join(" \\textbar{} ")}\\end{center}`,
    ];
    if (b.summary)
      out.push(`\\resheading{${t.section("Summary", "summary")}}`, `\\resentrysinglecol{${tex(b.summary)}}`);
    out.push(`\\resheading{${t.section("Professional Experience", "work")}}`);
    for (const group of byEmployer(r.work ?? [])) {
      const first = group[0] as Work;
      out.push(`\\resemployer{${tex(first.name)}}{${tex(first.location ?? "")}}`);
      for (const w of group) {
        const s = fmtDate(w.startDate, "mon");
        const e = fmtDate(w.endDate, "mon") ?? "Present";
        t.work.push({ company: w.name, title: w.position, start: s, end: e });
        t.bullets += w.highlights?.length ?? 0;
        const list = w.highlights?.length ? `[${itemize(w.highlights)}]` : "";
        out.push(`\\resjob${list}{${tex(w.position)}}{${tex(s ?? "")}}{${tex(e)}}`, "");
      }
    }
    out.push(`\\resheading{${t.section("Education", "education")}}`);
    for (const e of r.education ?? []) {
      const y = fmtDate(e.endDate, "year") ?? "";
      t.education.push({
        institution: e.institution,
        degree: [e.studyType, e.area].filter(Boolean).join(" in "),
        start: null,
        end: y || null,
      });
      out.push(`\\resschool{${tex(e.institution)}}{}`);
      out.push(`\\resdegree{${tex(e.studyType ?? "")}}{${tex(e.area ?? "")}}{${tex(y)}}`, "");
    }
    out.push(`\\resheading{${t.section("Skills", "skills")}}`);
    for (const g of r.skills ?? []) {
      t.skills.push(...(g.keywords ?? []));
      out.push(`\\resdesc{${tex(g.name)}:}{${tex((g.keywords ?? []).join(", "))}}`, "");
    }
    out.push("\\end{document}", "");
    return out.join("\n");
  };
}
