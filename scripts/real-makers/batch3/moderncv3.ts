// moderncv (CTAN moderncv 2.3.1, LPPL-1.3c) with the headings, month names and "present" of
// another language, as people who write their CV in German, French or Spanish set it: the section
// titles typed in that language, \cventry as template.tex does it.

import { cityRegion, handle, type Resume, type Truth, tex } from "../tex/model.ts";
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
    const i = b.name.indexOf(" ");
    const out: string[] = [
      `\\documentclass[11pt,${o.paper ?? "a4paper"},sans]{moderncv}`,
      `\\moderncvstyle{${o.style}}`,
      `\\moderncvcolor{${o.color}}`,
      "\\usepackage[scale=0.8]{geometry}",
      o.fonts,
      `\\name{${tex(b.name.slice(0, i))}}{${tex(b.name.slice(i + 1))}}`,
    ];
    t.name = b.name;
    if (b.label) out.push(`\\title{${tex(b.label)}}`);
    const loc = cityRegion(r);
    if (loc) {
      out.push(`\\address{${tex(loc)}}{${tex(b.location?.countryCode ?? "")}}{}`);
      t.location = `${loc}, ${b.location?.countryCode ?? ""}`;
    }
    if (b.phone) out.push(`\\phone[mobile]{${tex(b.phone)}}`);
    t.phone = b.phone ?? null;
    if (b.email) out.push(`\\email{${tex(b.email)}}`);
    t.email = b.email ?? null;
    for (const p of b.profiles ?? []) {
      const n = p.network.toLowerCase();
      if (!["linkedin", "github"].includes(n) || !p.username) continue;
      out.push(`\\social[${n}]{${tex(p.username)}}`);
      t.links.push(handle(p));
    }
    out.push("\\begin{document}", "\\makecvtitle", "");
    if (b.summary) out.push(`\\section{${t.section(h.summary, "summary")}}`, `\\cvitem{}{${tex(b.summary)}}`);
    out.push(`\\section{${t.section(h.work, "work")}}`);
    for (const w of r.work ?? []) {
      const d = range(w.startDate, w.endDate, o);
      t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
      const hl = w.highlights ?? [];
      t.bullets += hl.length;
      const body = hl.length
        ? `\\begin{itemize}\n${hl.map((x) => `\\item ${tex(x)}`).join("\n")}\n\\end{itemize}`
        : "";
      out.push(
        `\\cventry{${tex(d.text)}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location ?? "")}}{}{${body}}`,
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
    if (r.certificates?.length) {
      out.push(`\\section{${t.section(h.certificates, "certificates")}}`);
      for (const c of r.certificates) {
        const d = printDate(c.date, o.form, o.loc) ?? "";
        out.push(`\\cvitem{${tex(d)}}{${tex(c.name)}${c.issuer ? `, ${tex(c.issuer)}` : ""}}`);
      }
    }
    if (r.skills?.length) {
      out.push(`\\section{${t.section(h.skills, "skills")}}`);
      for (const g of r.skills) {
        out.push(`\\cvitem{${tex(g.name)}}{${tex((g.keywords ?? []).join(", "))}}`);
        t.skills.push(...(g.keywords ?? []));
      }
    }
    if (r.languages?.length) {
      out.push(`\\section{${t.section(h.languages, "languages")}}`);
      for (const l of r.languages)
        out.push(`\\cvitemwithcomment{${tex(l.language)}}{${tex(l.fluency ?? "")}}{}`);
    }
    if (r.interests?.length) {
      out.push(`\\section{${t.section(h.interests, "interests")}}`);
      for (const x of r.interests)
        out.push(`\\cvitem{${tex(x.name)}}{${tex((x.keywords ?? []).join(", "))}}`);
    }
    out.push("\\end{document}", "");
    return out.join("\n");
  };
}
