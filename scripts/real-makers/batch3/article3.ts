// Hand-made `article` CVs of the kinds most LaTeX resumes on GitHub are, written from scratch here
// (no template copied): a Deedy-like page of two minipage columns, a paracol layout with a
// sidebar, and a single column with letter-spaced capital headings and one-line job heads.
// Packages: microtype (\textls), fontawesome5, paracol, enumitem, xcolor (all LPPL).

import { cityRegion, itemize as list, type Resume, type Truth, tex } from "../tex/model.ts";
import { type DateForm, type Locale, season } from "./locale.ts";
import { range } from "./moderncv3.ts";

const linkOf = (r: Resume, network: string) =>
  r.basics.profiles
    ?.find((p) => p.network.toLowerCase() === network)
    ?.url?.replace(/^https?:\/\/(www\.)?/, "");

/** Icon contact items (FontAwesome 5 glyphs before each value) and the truth's contact fields. */
function iconContacts(r: Resume, t: Truth): string[] {
  const b = r.basics;
  const out: string[] = [];
  const place = cityRegion(r);
  if (b.email) out.push(`\\faEnvelope\\ ${tex(b.email)}`);
  if (b.phone) out.push(`\\faPhone\\ ${tex(b.phone)}`);
  if (place) out.push(`\\faMapMarker*\\ ${tex(place)}`);
  for (const n of ["linkedin", "github"]) {
    const u = linkOf(r, n);
    if (!u) continue;
    out.push(`${n === "linkedin" ? "\\faLinkedin" : "\\faGithub"}\\ ${tex(u)}`);
    t.links.push(u);
  }
  t.name = b.name;
  t.email = b.email ?? null;
  t.phone = b.phone ?? null;
  t.location = place;
  return out;
}

type Range = ReturnType<typeof range>;
type Job = NonNullable<Resume["work"]>[number];
type School = NonNullable<Resume["education"]>[number];

/** What every layout starts from: its headings, date options, contact line and \\sect command. */
function page(loc: Locale, form: DateForm, r: Resume, t: Truth) {
  const sect = (title: string, kind: Parameters<Truth["section"]>[1]) => `\\sect{${t.section(title, kind)}}`;
  return { h: loc.headings, o: { loc, form }, contacts: iconContacts(r, t), sect };
}

/** Each job with its printed dates; the truth gets its employer, title, dates and bullet count. */
function jobs(r: Resume, t: Truth, dates: (w: Job) => Range): { w: Job; d: Range }[] {
  return (r.work ?? []).map((w) => {
    const d = dates(w);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    t.bullets += w.highlights?.length ?? 0;
    return { w, d };
  });
}

/** Each school with its printed dates and degree ("studyType <joiner> area"), into the truth. */
function schools(
  r: Resume,
  t: Truth,
  o: { loc: Locale; form: DateForm },
  joiner: string,
): { e: School; d: Range; deg: string }[] {
  return (r.education ?? []).map((e) => {
    const d = range(e.startDate, e.endDate, o, " – ", false);
    const deg = [e.studyType, e.area].filter(Boolean).join(joiner);
    t.education.push({ institution: e.institution, degree: deg, start: d.start, end: d.end });
    return { e, d, deg };
  });
}

/** Deedy-like: one page, name across, icon contact line, two minipage columns (narrow left). */
export function deedy(loc: Locale, form: DateForm) {
  return (r: Resume, t: Truth): string => {
    const { h, o, contacts, sect } = page(loc, form, r, t);
    const left: string[] = [sect(h.education, "education")];
    for (const { e, d, deg } of schools(r, t, o, " in ")) {
      left.push(
        `\\textbf{${tex(e.institution)}}\\\\ ${tex(deg)}\\\\ {\\small ${tex(d.text)}}\\par\\smallskip`,
      );
    }
    left.push(sect(h.skills, "skills"));
    for (const g of r.skills ?? []) {
      left.push(
        `\\textbf{${tex(g.name)}}\\\\ ${(g.keywords ?? []).map(tex).join(" \\textbullet{} ")}\\par\\smallskip`,
      );
      t.skills.push(...(g.keywords ?? []));
    }
    if (r.languages?.length) {
      left.push(sect(h.languages, "languages"));
      left.push(
        r.languages.map((l) => `${tex(l.language)} \\textendash{} ${tex(l.fluency ?? "")}`).join("\\\\ "),
      );
    }
    if (r.certificates?.length) {
      left.push(sect(h.certificates, "certificates"));
      left.push(r.certificates.map((c) => tex(c.name)).join("\\\\ "));
    }
    const right: string[] = [sect(h.work, "work")];
    const dates = (w: Job): Range => {
      const summer = season(w.startDate, w.endDate);
      return summer ? { text: summer, start: summer, end: null } : range(w.startDate, w.endDate, o, " – ");
    };
    for (const { w, d } of jobs(r, t, dates)) {
      right.push(
        `\\textbf{${tex(w.position)}} at ${tex(w.name)} \\hfill {\\small ${tex(d.text)}}${list(w.highlights)}\\par\\medskip`,
      );
    }
    if (r.projects?.length) {
      right.push(sect(h.projects, "projects"));
      for (const p of r.projects) right.push(`\\textbf{${tex(p.name)}}${list(p.highlights)}\\par\\smallskip`);
    }
    return `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[margin=0.45in]{geometry}
\\usepackage[letterspace=250]{microtype}
\\usepackage{fontawesome5}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\setlist[itemize]{leftmargin=1.1em,nosep,topsep=1pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newcommand{\\sect}[1]{\\par\\vspace{7pt}{\\color{gray!70!black}\\large\\textls{\\MakeUppercase{#1}}}\\par\\vspace{-2pt}\\rule{\\linewidth}{0.4pt}\\par\\vspace{2pt}}
\\begin{document}
\\begin{center}{\\fontsize{26}{28}\\selectfont ${tex(r.basics.name)}}\\\\[4pt]
{\\small ${contacts.join(" \\quad ")}}\\end{center}
\\begin{minipage}[t]{0.31\\textwidth}
${left.join("\n")}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.64\\textwidth}
${right.join("\n")}
\\end{minipage}
\\end{document}
`;
  };
}

/** A paracol sidebar (contact, skills, languages) beside the main column, both breaking across pages. */
export function sidebar(loc: Locale, form: DateForm) {
  return (r: Resume, t: Truth): string => {
    const { h, o, contacts, sect } = page(loc, form, r, t);
    const b = r.basics;
    const side: string[] = [
      `{\\LARGE\\bfseries ${tex(b.name)}}\\par\\smallskip`,
      b.label ? `{\\color{teal}${tex(b.label)}}\\par\\bigskip` : "",
      contacts.join("\\\\[2pt]\n"),
      sect(h.skills, "skills"),
    ];
    for (const g of r.skills ?? []) {
      side.push(`\\textbf{${tex(g.name)}}\n${list(g.keywords)}\\par\\smallskip`);
      t.skills.push(...(g.keywords ?? []));
    }
    if (r.languages?.length) {
      side.push(sect(h.languages, "languages"));
      side.push(
        r.languages
          .map((l) => `${tex(l.language)}\\\\ {\\small\\itshape ${tex(l.fluency ?? "")}}`)
          .join("\\\\[2pt]\n"),
      );
    }
    if (r.certificates?.length) {
      side.push(sect(h.certificates, "certificates"));
      side.push(r.certificates.map((c) => tex(c.name)).join("\\\\[2pt]\n"));
    }
    const main: string[] = [];
    if (b.summary) main.push(sect(h.summary, "summary"), tex(b.summary));
    main.push(sect(h.work, "work"));
    for (const { w, d } of jobs(r, t, (w) => range(w.startDate, w.endDate, o, " – "))) {
      main.push(
        `\\textbf{${tex(w.position)}} \\hfill {\\small ${tex(d.text)}}\\\\ \\textit{${tex(w.name)}}${w.location ? ` \\textendash{} ${tex(w.location)}` : ""}${list(w.highlights)}\\par\\medskip`,
      );
    }
    main.push(sect(h.education, "education"));
    for (const { e, d, deg } of schools(r, t, o, " em ")) {
      main.push(
        `\\textbf{${tex(deg)}} \\hfill {\\small ${tex(d.text)}}\\\\ \\textit{${tex(e.institution)}}\\par\\medskip`,
      );
    }
    return `\\documentclass[10pt,a4paper]{article}
\\usepackage{fontspec}
\\usepackage[margin=1.4cm]{geometry}
\\usepackage{paracol}
\\usepackage{fontawesome5}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\setlist[itemize]{leftmargin=1.1em,nosep,topsep=1pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\columnratio{0.3}
\\setlength{\\columnsep}{1.4em}
\\newcommand{\\sect}[1]{\\par\\vspace{9pt}{\\color{teal}\\large\\bfseries #1}\\par\\vspace{-3pt}{\\color{teal}\\rule{\\linewidth}{0.6pt}}\\par\\vspace{2pt}}
\\begin{document}
\\begin{paracol}{2}
${side.filter(Boolean).join("\n")}
\\switchcolumn
${main.join("\n")}
\\end{paracol}
\\end{document}
`;
  };
}

/** One column; letter-spaced small-capital headings over a rule; "Title, Employer" heads with dates right. */
export function spaced(loc: Locale, form: DateForm) {
  return (r: Resume, t: Truth): string => {
    const { h, o, contacts, sect } = page(loc, form, r, t);
    const b = r.basics;
    const out: string[] = [];
    if (b.summary) out.push(sect(h.summary, "summary"), tex(b.summary));
    out.push(sect(h.work, "work"));
    for (const { w, d } of jobs(r, t, (w) => range(w.startDate, w.endDate, o, " – "))) {
      out.push(
        `\\textbf{${tex(w.position)}}, ${tex(w.name)} \\hfill ${tex(d.text)}${list(w.highlights)}\\par\\medskip`,
      );
    }
    out.push(sect(h.education, "education"));
    for (const { e, d, deg } of schools(r, t, o, ", ")) {
      out.push(`\\textbf{${tex(deg)}}, ${tex(e.institution)} \\hfill ${tex(d.text)}\\par\\smallskip`);
    }
    out.push(sect(h.skills, "skills"));
    for (const g of r.skills ?? []) {
      out.push(`\\textbf{${tex(g.name)}:} ${(g.keywords ?? []).map(tex).join(", ")}\\par`);
      t.skills.push(...(g.keywords ?? []));
    }
    if (r.languages?.length) {
      out.push(sect(h.languages, "languages"));
      out.push(
        r.languages
          .map((l) => `${tex(l.language)} (${tex(l.fluency ?? "")})`)
          .join(" \\textperiodcentered{} "),
      );
    }
    return `\\documentclass[11pt,a4paper]{article}
\\usepackage{fontspec}
\\usepackage[margin=2cm]{geometry}
\\usepackage[letterspace=200]{microtype}
\\usepackage{fontawesome5}
\\usepackage{enumitem}
\\setlist[itemize]{leftmargin=1.2em,nosep,topsep=2pt,label=\\textendash}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newcommand{\\sect}[1]{\\par\\vspace{10pt}{\\large\\textls{\\textsc{#1}}}\\par\\vspace{-4pt}\\rule{\\linewidth}{0.5pt}\\par\\vspace{3pt}}
\\begin{document}
{\\centering{\\huge\\bfseries ${tex(b.name)}}\\\\[3pt]
${b.label ? `{\\large ${tex(b.label)}}\\\\[5pt]` : ""}
{\\small ${contacts.join(" \\enspace\\textbar\\enspace ")}}\\par}
${out.join("\n")}
\\end{document}
`;
  };
}
