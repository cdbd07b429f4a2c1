// moderncv (CTAN moderncv 2.3.1, LPPL-1.3c) with the headings, month names and "present" of
// another language, as people who write their CV in German, French or Spanish set it: the section
// titles typed in that language, \cventry as template.tex does it; the header and the sections
// that only change their heading come from ../tex/moderncv.ts.

import { itemize, type Resume, type Truth, tex } from "../tex/model.ts";
import { cvCertificates, cvInterests, cvLanguages, moderncvHead } from "../tex/moderncv.ts";
import { type DateForm, type Locale, printDate } from "./locale.ts";

export interface Moderncv3 {
  style: "classic" | "casual" | "banking";
  color: string;
  loc: Locale;
  form: DateForm;
  /** A job still held prints "seit März 2021" (the "since" word and its start) instead of a range. */
  sinceForCurrent?: boolean;
  fonts: string;
  paper?: string;
}

/** The printed range of a job or school and the truth's start/end for it. */
export function range(
  start: string | undefined,
  end: string | undefined,
  o: { loc: Locale; form: DateForm; sinceForCurrent?: boolean },
  dash = "–",
  isJob = true,
): { text: string; start: string | null; end: string | null } {
  const s = printDate(start, o.form, o.loc);
  const e = printDate(end, o.form, o.loc);
  if (!s) return { text: e ?? "", start: null, end: e };
  if (!e && isJob && o.sinceForCurrent) return { text: `${o.loc.since} ${s}`, start: s, end: null };
  if (!e && isJob) return { text: `${s}${dash}${o.loc.present}`, start: s, end: o.loc.present };
  if (!e) return { text: s, start: null, end: s };
  return { text: `${s}${dash}${e}`, start: s, end: e };
}

export function moderncv3(o: Moderncv3) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const h = o.loc.headings;
    const head = { ...o, scale: "0.8", networks: ["linkedin", "github"] };
    const out: string[] = [...moderncvHead(head, r, t), "\\begin{document}", "\\makecvtitle", ""];
    if (b.summary) out.push(`\\section{${t.section(h.summary, "summary")}}`, `\\cvitem{}{${tex(b.summary)}}`);
    out.push(`\\section{${t.section(h.work, "work")}}`);
    for (const w of r.work ?? []) {
      const d = range(w.startDate, w.endDate, o);
      t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
      t.bullets += w.highlights?.length ?? 0;
      out.push(
        `\\cventry{${tex(d.text)}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location ?? "")}}{}{${itemize(w.highlights)}}`,
      );
    }
    out.push(`\\section{${t.section(h.education, "education")}}`);
    for (const e of r.education ?? []) {
      const d = range(e.startDate, e.endDate, o, "–", false);
      const deg = [e.studyType, e.area].filter(Boolean).join(", ");
      t.education.push({ institution: e.institution, degree: deg, start: d.start, end: d.end });
      out.push(
        `\\cventry{${tex(d.text)}}{${tex(deg)}}{${tex(e.institution)}}{}{${e.score ? `\\textit{${tex(e.score)}}` : ""}}{}`,
      );
    }
    out.push(...cvCertificates(r, t, h.certificates, (d) => printDate(d, o.form, o.loc)));
    if (r.skills?.length) {
      out.push(`\\section{${t.section(h.skills, "skills")}}`);
      for (const g of r.skills) {
        out.push(`\\cvitem{${tex(g.name)}}{${tex((g.keywords ?? []).join(", "))}}`);
        t.skills.push(...(g.keywords ?? []));
      }
    }
    out.push(...cvLanguages(r, t, h.languages), ...cvInterests(r, t, h.interests), "\\end{document}", "");
    return out.join("\n");
  };
}
