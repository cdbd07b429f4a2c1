// Hand-made LaTeX CVs on the plain article class, the way most CVs on GitHub are written:
// `tabularx` job heads ("\textbf{Title} \hfill Dates \\ \textit{Employer} \hfill City") and the
// "Jake's resume" / sb2nov look (titlesec rules under small-caps headings, enumitem lists,
// tabular* sub-headings), both written from scratch here.

import { cityRegion, type DateStyle, fmtDate, handle, type Resume, type Truth, tex } from "../tex/model.ts";

function items(hl: string[] | undefined, opts = ""): string {
  if (!hl?.length) return "";
  return `\\begin{itemize}${opts}\n${hl.map((h) => `\\item ${tex(h)}`).join("\n")}\n\\end{itemize}`;
}

/** A phone the corpus gives as words ("Upon request") is not printed. */
function phone(r: Resume): string | null {
  return r.basics.phone && /\d/.test(r.basics.phone) ? r.basics.phone : null;
}

/** article + tabularx: two-row heads with right-aligned dates and cities, ruled upper-case headings. */
export function articleTabularx(ds: DateStyle) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const out = [
      "\\documentclass[10pt,letterpaper]{article}",
      "\\usepackage[T1]{fontenc}",
      "\\usepackage{lmodern}",
      "\\usepackage[margin=0.7in]{geometry}",
      "\\usepackage{tabularx}",
      "\\usepackage[hidelinks]{hyperref}",
      "\\pagestyle{empty}",
      "\\setlength{\\parindent}{0pt}",
      "\\newcommand{\\cvsection}[1]{\\par\\vspace{8pt}{\\large\\bfseries\\MakeUppercase{#1}}\\par\\vspace{-4pt}\\rule{\\textwidth}{0.4pt}\\par\\vspace{2pt}}",
      "\\newcommand{\\cvhead}[4]{\\par\\vspace{4pt}\\noindent\\begin{tabularx}{\\textwidth}{@{}X r@{}}\\textbf{#1} & #2\\\\ \\textit{#3} & #4\\end{tabularx}\\par}",
      "\\begin{document}",
      "\\begin{center}",
    ];
    t.name = b.name;
    out.push(`{\\LARGE\\bfseries ${tex(b.name)}}\\\\[2pt]`);
    if (b.label) out.push(`${tex(b.label)}\\\\[2pt]`);
    const contact: string[] = [];
    const loc = cityRegion(r);
    if (loc) contact.push(tex(loc));
    t.location = loc;
    const ph = phone(r);
    if (ph) contact.push(tex(ph));
    t.phone = ph;
    if (b.email) contact.push(`\\href{mailto:${b.email}}{${tex(b.email)}}`);
    t.email = b.email ?? null;
    if (b.url) {
      const u = b.url.replace(/^https?:\/\//, "");
      contact.push(`\\href{${b.url}}{${tex(u)}}`);
      t.links.push(u);
    }
    for (const p of b.profiles ?? []) {
      const h = `${p.network}: ${handle(p)}`;
      contact.push(tex(h));
      t.links.push(h);
    }
    out.push(contact.join(" \\textbar{} "), "\\end{center}", "");
    if (b.summary) out.push(`\\cvsection{${t.section("Summary", "summary")}}`, tex(b.summary), "");
    out.push(`\\cvsection{${t.section("Professional Experience", "work")}}`);
    for (const w of r.work ?? []) {
      const s = fmtDate(w.startDate, ds);
      const e = fmtDate(w.endDate, ds) ?? "Present";
      t.work.push({ company: w.name, title: w.position, start: s, end: e });
      out.push(
        `\\cvhead{${tex(w.position)}}{${tex(s ?? "")} -- ${tex(e)}}{${tex(w.name)}}{${tex(w.location ?? "")}}`,
      );
      if (w.summary) {
        out.push(`\\vspace{2pt}${tex(w.summary)}\\par`);
        t.bullets++;
      }
      out.push(items(w.highlights, "\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}"));
      t.bullets += w.highlights?.length ?? 0;
    }
    out.push("", `\\cvsection{${t.section("Education", "education")}}`);
    for (const e of r.education ?? []) {
      const s = fmtDate(e.startDate, ds);
      const en = fmtDate(e.endDate, ds);
      const deg = [e.studyType, e.area].filter(Boolean).join(" in ");
      t.education.push({ institution: e.institution, degree: deg, start: s, end: en });
      out.push(
        `\\cvhead{${tex(e.institution)}}{${s ? `${tex(s)} -- ` : ""}${tex(en ?? "")}}{${tex(deg)}}{${tex(e.score ?? "")}}`,
      );
    }
    if (r.skills?.length) {
      out.push("", `\\cvsection{${t.section("Skills", "skills")}}`);
      for (const g of r.skills) {
        out.push(`\\textbf{${tex(g.name)}:} ${tex((g.keywords ?? []).join(", "))}\\par`);
        t.skills.push(...(g.keywords ?? []));
      }
    }
    if (r.publications?.length) {
      out.push(
        "",
        `\\cvsection{${t.section("Selected Publications", "publications")}}`,
        "\\begin{enumerate}",
      );
      for (const p of r.publications) {
        out.push(
          `\\item ${tex(p.name)}. \\textit{${tex(p.publisher ?? "")}}, ${tex(fmtDate(p.releaseDate, "year") ?? "")}.`,
        );
      }
      out.push("\\end{enumerate}");
    }
    if (r.languages?.length) {
      out.push("", `\\cvsection{${t.section("Languages", "languages")}}`);
      out.push(r.languages.map((l) => `${tex(l.language)} (${tex(l.fluency ?? "")})`).join(", "));
    }
    out.push("\\end{document}", "");
    return out.join("\n");
  };
}

const JAKE_PREAMBLE = String.raw`\documentclass[letterpaper,11pt]{article}
\usepackage{fontspec}
\usepackage{titlesec}
\usepackage[usenames,dvipsnames]{color}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{fancyhdr}
\usepackage{tabularx}
\pagestyle{fancy}
\fancyhf{}
\fancyfoot{}
\renewcommand{\headrulewidth}{0pt}
\renewcommand{\footrulewidth}{0pt}
\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\evensidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.5in}
\addtolength{\textheight}{1.0in}
\urlstyle{same}
\raggedbottom
\raggedright
\setlength{\tabcolsep}{0in}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\color{black}\titlerule \vspace{-5pt}]
\newcommand{\resumeItem}[1]{\item\small{{#1 \vspace{-2pt}}}}
\newcommand{\resumeSubheading}[4]{\vspace{-2pt}\item
  \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
    \textbf{#1} & #2 \\
    \textit{\small#3} & \textit{\small #4} \\
  \end{tabular*}\vspace{-7pt}}
\newcommand{\resumeProjectHeading}[2]{\item
  \begin{tabular*}{0.97\textwidth}{l@{\extracolsep{\fill}}r}
    \small#1 & #2 \\
  \end{tabular*}\vspace{-7pt}}
\renewcommand\labelitemii{$\vcenter{\hbox{\tiny$\bullet$}}$}
\newcommand{\resumeSubHeadingListStart}{\begin{itemize}[leftmargin=0.15in, label={}]}
\newcommand{\resumeSubHeadingListEnd}{\end{itemize}}
\newcommand{\resumeItemListStart}{\begin{itemize}}
\newcommand{\resumeItemListEnd}{\end{itemize}\vspace{-5pt}}
`;

function jakeRange(s: string | null, e: string | null, present: string): string {
  if (!s) return tex(e ?? "");
  return `${tex(s)} -- ${tex(e ?? present)}`;
}

/** "Jake's resume" (sb2nov's layout as Jake Gutierrez rewrote it), from scratch, for fontspec engines. */
export function jakes(ds: DateStyle) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const out = [JAKE_PREAMBLE, "\\begin{document}", "\\begin{center}"];
    t.name = b.name;
    out.push(`\\textbf{\\Huge \\scshape ${tex(b.name)}} \\\\ \\vspace{1pt}`);
    const contact: string[] = [];
    const ph = phone(r);
    if (ph) contact.push(tex(ph));
    t.phone = ph;
    if (b.email) contact.push(`\\href{mailto:${b.email}}{\\underline{${tex(b.email)}}}`);
    t.email = b.email ?? null;
    for (const p of b.profiles ?? []) {
      const u = (p.url ?? "").replace(/^https?:\/\//, "") || handle(p);
      contact.push(`\\href{${p.url ?? ""}}{\\underline{${tex(u)}}}`);
      t.links.push(u);
    }
    const loc = cityRegion(r);
    if (loc) contact.push(tex(loc));
    t.location = loc;
    out.push(`\\small ${contact.join(" $|$ ")}`, "\\end{center}", "");
    out.push(`\\section{${t.section("Education", "education")}}`, "\\resumeSubHeadingListStart");
    for (const e of r.education ?? []) {
      const s = fmtDate(e.startDate, ds);
      const en = fmtDate(e.endDate, ds);
      const deg = [e.studyType, e.area].filter(Boolean).join(" in ");
      t.education.push({ institution: e.institution, degree: deg, start: s, end: en });
      out.push(
        `\\resumeSubheading{${tex(e.institution)}}{${tex(cityRegion(r) ?? "")}}{${tex(deg)}}{${jakeRange(s, en, "")}}`,
      );
      if (e.courses?.length) {
        out.push(
          "\\resumeItemListStart",
          `\\resumeItem{Coursework: ${tex(e.courses.join(", "))}}`,
          "\\resumeItemListEnd",
        );
      }
    }
    out.push(
      "\\resumeSubHeadingListEnd",
      "",
      `\\section{${t.section("Experience", "work")}}`,
      "\\resumeSubHeadingListStart",
    );
    for (const w of r.work ?? []) {
      const s = fmtDate(w.startDate, ds);
      const e = fmtDate(w.endDate, ds);
      t.work.push({ company: w.name, title: w.position, start: s, end: e ?? (s ? "Present" : null) });
      out.push(
        `\\resumeSubheading{${tex(w.position)}}{${jakeRange(s, e, "Present")}}{${tex(w.name)}}{${tex(w.location ?? "")}}`,
      );
      if (w.highlights?.length) {
        out.push(
          "\\resumeItemListStart",
          ...w.highlights.map((h) => `\\resumeItem{${tex(h)}}`),
          "\\resumeItemListEnd",
        );
        t.bullets += w.highlights.length;
      }
    }
    out.push("\\resumeSubHeadingListEnd", "");
    if (r.projects?.length) {
      out.push(`\\section{${t.section("Projects", "projects")}}`, "\\resumeSubHeadingListStart");
      for (const p of r.projects) {
        // Jake's puts the tools after a bar; two keep the heading on one line.
        const kw = p.keywords?.length ? ` $|$ \\emph{${tex(p.keywords.slice(0, 2).join(", "))}}` : "";
        const when = jakeRange(fmtDate(p.startDate, ds), fmtDate(p.endDate, ds), "Present");
        out.push(`\\resumeProjectHeading{\\textbf{${tex(p.name)}}${kw}}{${when}}`);
        const hl = p.highlights?.length ? p.highlights : p.description ? [p.description] : [];
        if (hl.length)
          out.push(
            "\\resumeItemListStart",
            ...hl.map((h) => `\\resumeItem{${tex(h)}}`),
            "\\resumeItemListEnd",
          );
      }
      out.push("\\resumeSubHeadingListEnd", "");
    }
    if (r.skills?.length) {
      out.push(`\\section{${t.section("Technical Skills", "skills")}}`);
      out.push("\\begin{itemize}[leftmargin=0.15in, label={}]", "\\small{\\item{");
      const lines = r.skills.map((g) => `\\textbf{${tex(g.name)}}{: ${tex((g.keywords ?? []).join(", "))}}`);
      for (const g of r.skills) t.skills.push(...(g.keywords ?? []));
      out.push(lines.join(" \\\\\n"), "}}", "\\end{itemize}", "");
    }
    out.push("\\end{document}", "");
    return out.join("\n");
  };
}
