// The sixth batch's TeX document: moderncv (casual) with moderntimeline (CTAN, LPPL-1.3c), as its
// manual writes it: \tlcventry{start year}{end year}{title}{employer}{place}{}{description} draws
// a bar in the date column with the years as labels on it ("since 2019" for a job going on,
// end year 0), and \tldatecventry puts a single year on it for a school.

import { fmtDate, itemize, type Resume, type Truth, tex } from "../tex/model.ts";
import { moderncvHead } from "../tex/moderncv.ts";

export function moderncvTimeline(r: Resume, t: Truth): string {
  const head = moderncvHead(
    {
      style: "casual",
      color: "green",
      scale: "0.78",
      fonts: "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}",
      networks: ["linkedin"],
    },
    r,
    t,
  );
  const out: string[] = ["\\tlmaxdates{2004}{2026}", "\\tlsince{since }"];
  if (r.basics.summary)
    out.push(`\\section{${t.section("Summary", "summary")}}`, `\\cvitem{}{${tex(r.basics.summary)}}`);
  out.push(`\\section{${t.section("Experience", "work")}}`);
  for (const w of r.work ?? []) {
    const s = fmtDate(w.startDate, "year");
    const e = fmtDate(w.endDate, "year");
    // A job going on prints "since <year>": a single date, its start (the truth's rule).
    t.work.push({ company: w.name, title: w.position, start: s, end: e });
    t.bullets += w.highlights?.length ?? 0;
    out.push(
      `\\tlcventry{${s ?? ""}}{${e ?? "0"}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location ?? "")}}{}{${itemize(w.highlights)}}`,
    );
  }
  out.push(`\\section{${t.section("Education", "education")}}`);
  for (const e of r.education ?? []) {
    const year = fmtDate(e.endDate, "year") ?? fmtDate(e.startDate, "year") ?? "";
    const degree = [e.studyType, e.area].filter(Boolean).join(" in ");
    t.education.push({ institution: e.institution, degree, start: null, end: year || null });
    out.push(`\\tldatecventry{${year}}{${tex(degree)}}{${tex(e.institution)}}{}{}{}`);
  }
  out.push(`\\section{${t.section("Skills", "skills")}}`);
  for (const g of r.skills ?? []) {
    t.skills.push(...(g.keywords ?? []));
    out.push(`\\cvitem{${tex(g.name)}}{${tex((g.keywords ?? []).join(", "))}}`);
  }
  return [
    ...head,
    "\\usepackage{moderntimeline}",
    "\\begin{document}",
    "\\makecvtitle",
    ...out,
    "\\end{document}",
    "",
  ].join("\n");
}
