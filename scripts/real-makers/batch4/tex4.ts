// The fourth batch's TeX documents, hand-made `article` CVs (no template copied) with the header
// layouts people set in LaTeX: the first name over the last name in two weights beside a tabular
// block of labelled details, and a centred small-capitals name under a "Résumé" title line with a
// FontAwesome icon line. The body is the plain single column of body4.ts, in LaTeX.

import { fmtDate, itemize, type Resume, type Truth, tex } from "../tex/model.ts";
import type { Shown } from "./headers4.ts";

/** Profile, jobs ("Title, Employer" with the dates right), schools and skills; into the truth. */
export function texBody(r: Resume, t: Truth): string {
  const out: string[] = [];
  const sect = (title: string, kind: Parameters<Truth["section"]>[1]) =>
    out.push(`\\sect{${t.section(title, kind)}}`);
  if (r.basics.summary) {
    sect("Profile", "summary");
    out.push(tex(r.basics.summary));
  }
  sect("Experience", "work");
  for (const w of r.work ?? []) {
    const s = fmtDate(w.startDate, "mon");
    const e = fmtDate(w.endDate, "mon") ?? "Present";
    t.work.push({ company: w.name, title: w.position, start: s, end: e });
    t.bullets += w.highlights?.length ?? 0;
    out.push(
      `\\par\\smallskip\\textbf{${tex(w.position)}}, ${tex(w.name)} \\hfill ${tex(`${s} – ${e}`)}${itemize(w.highlights)}`,
    );
  }
  sect("Education", "education");
  for (const e of r.education ?? []) {
    const s = fmtDate(e.startDate, "mon");
    const end = fmtDate(e.endDate, "mon");
    const degree = [e.studyType, e.area].filter(Boolean).join(" in ");
    t.education.push({ institution: e.institution, degree, start: end ? s : null, end: end ?? s });
    const when = end && s ? `${s} – ${end}` : (end ?? s ?? "");
    out.push(`\\par\\smallskip\\textbf{${tex(degree)}}, ${tex(e.institution)} \\hfill ${tex(when)}`);
  }
  sect("Skills", "skills");
  for (const g of r.skills ?? []) {
    t.skills.push(...(g.keywords ?? []));
    out.push(`\\par\\textbf{${tex(g.name)}:} ${tex((g.keywords ?? []).join(", "))}`);
  }
  return out.join("\n");
}

export const preamble = (paper: string, extra: string) => `\\documentclass[10pt,${paper}]{article}
\\usepackage{fontspec}
\\usepackage[margin=1.6cm]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\setlist[itemize]{leftmargin=1.2em,nosep,topsep=1pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\definecolor{accent}{HTML}{1F6F8B}
\\newcommand{\\sect}[1]{\\par\\vspace{8pt}{\\large\\bfseries\\color{accent}#1}\\par\\vspace{-3pt}\\rule{\\linewidth}{0.4pt}\\par\\vspace{1pt}}
${extra}
\\begin{document}
`;

const linkOf = (r: Resume, host: string) =>
  r.basics.profiles?.find((p) => p.url?.includes(host))?.url?.replace(/^https?:\/\/(www\.)?/, "");

function contactTruth(r: Resume, t: Truth, shown: Shown, name: string, links: string[]) {
  t.name = name;
  t.email = r.basics.email ?? null;
  t.phone = shown.phone;
  t.location = shown.place;
  t.links.push(...links);
}

/** First name light over the last name bold in colour (left); labelled details in a tabular (right). */
export function twoLineName(shown: Shown) {
  return (r: Resume, t: Truth): string => {
    const words = r.basics.name.split(" ");
    const first = words[0] ?? "";
    const last = words.slice(1).join(" ");
    const li = linkOf(r, "linkedin");
    contactTruth(r, t, shown, r.basics.name, li ? [li] : []);
    const rows = [
      ["Phone", shown.phone],
      ["Email", r.basics.email ?? ""],
      ...(li ? [["LinkedIn", li]] : []),
      ["Address", shown.place],
    ];
    return `${preamble("a4paper", "")}\\begin{minipage}[b]{0.48\\textwidth}
{\\fontsize{28}{30}\\selectfont ${tex(first)}}\\\\[2pt]
{\\fontsize{28}{30}\\selectfont\\bfseries\\color{accent}${tex(last)}}\\\\[4pt]
{\\small ${tex(r.basics.label ?? "")}}
\\end{minipage}\\hfill
\\begin{minipage}[b]{0.48\\textwidth}\\small\\raggedleft
\\begin{tabular}{@{}r@{\\quad}l@{}}
${rows.map(([k, v]) => `\\textbf{${tex(k ?? "")}} & ${tex(v ?? "")}\\\\`).join("\n")}
\\end{tabular}
\\end{minipage}
\\par\\medskip
${texBody(r, t)}
\\end{document}
`;
  };
}

/** "RÉSUMÉ" over a centred name in small capitals, then an icon line of the details. */
export function resumeTitleSmallCaps(shown: Shown) {
  return (r: Resume, t: Truth): string => {
    const li = linkOf(r, "linkedin");
    contactTruth(r, t, shown, r.basics.name, li ? [li] : []);
    const items = [
      `\\faMobile*\\ ${tex(shown.phone)}`,
      `\\faEnvelope[regular]\\ ${tex(r.basics.email ?? "")}`,
      `\\faMapMarker*\\ ${tex(shown.place)}`,
      ...(li ? [`\\faLinkedin\\ ${tex(li)}`] : []),
    ];
    return `${preamble("letterpaper", "")}\\begin{center}
{\\small\\color{gray}RÉSUMÉ}\\\\[4pt]
{\\fontsize{24}{26}\\selectfont\\scshape ${tex(r.basics.name)}}\\\\[3pt]
{\\itshape ${tex(r.basics.label ?? "")}}\\\\[4pt]
{\\small ${items.join(" \\enspace\\textbullet\\enspace ")}}
\\end{center}
${texBody(r, t)}
\\end{document}
`;
  };
}
