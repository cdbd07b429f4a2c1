// The eighth batch's TeX documents (issue 31), hand-made `article` CVs with the headers people set
// in LaTeX: a small-caps name with a middle initial over a line of FontAwesome icons (the
// fontawesome5 package under pdfLaTeX) with no separators but space; a letter-spaced capital name
// (fontspec's LetterSpace under LuaLaTeX) left with a right-aligned block of details right; and
// the contact details only in the page footer (fancyhdr) joined by "⋄". The body is batch 4's.

import { preamble, texBody } from "../batch4/tex4.ts";
import { type Resume, type Truth, tex } from "../tex/model.ts";
import { contactTruth, type Shown8 } from "./html8.ts";

/** pdfLaTeX's preamble for these: Latin Modern in T1, the icons, and batch 4's heading macro. */
const pdfPreamble = (extra: string) => `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[margin=1.6cm]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\setlist[itemize]{leftmargin=1.2em,nosep,topsep=1pt}
\\setlength{\\parindent}{0pt}
\\definecolor{accent}{HTML}{1F6F8B}
\\newcommand{\\sect}[1]{\\par\\vspace{8pt}{\\large\\bfseries\\color{accent}#1}\\par\\vspace{-3pt}\\rule{\\linewidth}{0.4pt}\\par\\vspace{1pt}}
${extra}
\\begin{document}
`;

/** The name with its middle initial in small caps; icons before each detail, a quad between. */
export function faSmallCaps(shown: Shown8, name: string) {
  return (r: Resume, t: Truth): string => {
    contactTruth(r, t, shown, name);
    const items = [
      shown.phone ? `\\faPhone\\ ${tex(shown.phone)}` : "",
      `\\faEnvelope\\ ${tex(r.basics.email ?? "")}`,
      ...shown.links.map((l) => `\\faLinkedin\\ ${tex(l)}`),
      shown.place ? `\\faMapMarker*\\ ${tex(shown.place)}` : "",
    ].filter(Boolean);
    return `${pdfPreamble("\\pagestyle{empty}")}\\begin{center}
{\\fontsize{24}{28}\\selectfont\\textsc{${tex(name)}}}\\\\[3pt]
{\\itshape ${tex(r.basics.label ?? "")}}\\\\[5pt]
{\\small ${items.join("\\quad ")}}
\\end{center}
${texBody(r, t)}
\\end{document}
`;
  };
}

/** A letter-spaced capital name and label left; the details right-aligned, one a line, right. */
export function spacedRightBlock(shown: Shown8) {
  return (r: Resume, t: Truth): string => {
    const name = r.basics.name.toUpperCase();
    contactTruth(r, t, shown, name);
    const lines = [shown.phone, r.basics.email ?? null, ...shown.links, shown.place].filter(
      (v): v is string => Boolean(v),
    );
    return `${preamble("a4paper", "")}\\begin{minipage}[t]{0.64\\linewidth}
{\\addfontfeatures{LetterSpace=15}\\fontsize{17}{21}\\selectfont\\bfseries ${tex(name)}}\\\\[4pt]
{\\color{accent}${tex(r.basics.label ?? "")}}
\\end{minipage}\\hfill\\begin{minipage}[t]{0.34\\linewidth}\\raggedleft\\small
${lines.map(tex).join("\\\\\n")}
\\end{minipage}
\\par\\medskip
${texBody(r, t)}
\\end{document}
`;
  };
}

/** The name and label on top; the details only in the footer of every page, "⋄" between them. */
export function footerContact(shown: Shown8) {
  return (r: Resume, t: Truth): string => {
    contactTruth(r, t, shown, r.basics.name);
    const items = [shown.phone, r.basics.email ?? null, ...shown.links, shown.place].filter(
      (v): v is string => Boolean(v),
    );
    const foot = `\\usepackage{fancyhdr}\\pagestyle{fancy}\\fancyhf{}\\renewcommand{\\headrulewidth}{0pt}
\\renewcommand{\\footrulewidth}{0.4pt}\\cfoot{\\footnotesize ${items.map(tex).join(" $\\diamond$ ")}}`;
    return `${pdfPreamble(foot)}\\begin{center}
{\\fontsize{22}{26}\\selectfont\\bfseries ${tex(r.basics.name)}}\\\\[3pt]
{\\large ${tex(r.basics.label ?? "")}}
\\end{center}
${texBody(r, t)}
\\end{document}
`;
  };
}
