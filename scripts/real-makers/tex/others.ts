// curve (CTAN curve: rubrics in a longtable, a key column on the left), simplecv (CTAN simplecv:
// article sections with "topic" lists whose labels hang in a left margin) and currvita (CTAN
// currvita: a cv environment of cvlists with the dates as list labels), each written the way the
// class's or package's own example does it.

import {
  cityRegion,
  type DateStyle,
  fmtDate,
  handle,
  itemize,
  type Resume,
  type Truth,
  tex,
} from "./model.ts";

function range(s: string | null, e: string | null, sep: string, present: string): string {
  if (!s) return e ? tex(e) : "";
  return `${tex(s)}${sep}${tex(e ?? present)}`;
}

/** curve under LuaLaTeX, with a CJK fallback font for the corpus's Japanese names. */
export function curve(ds: DateStyle) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const out: string[] = [
      "\\documentclass[a4paper,11pt]{curve}",
      "\\usepackage{fontspec}",
      '\\directlua{luaotfload.add_fallback("cjk", {"DroidSansFallbackFull:mode=harf;", "Droid Sans Fallback:mode=harf;"})}',
      "\\setmainfont{Latin Modern Roman}[RawFeature={fallback=cjk}]",
      "\\usepackage[margin=2cm]{geometry}",

      "\\usepackage[hidelinks]{hyperref}",
      "\\prefix{}",
    ];
    t.name = b.name;
    const left = [cityRegion(r), b.phone, b.email].filter(Boolean) as string[];
    t.location = cityRegion(r);
    t.phone = b.phone || null;
    t.email = b.email || null;
    const right = (b.profiles ?? []).map((p) => `${p.network}: ${handle(p)}`);
    t.links.push(...(b.profiles ?? []).map((p) => `${p.network}: ${handle(p)}`));
    out.push(`\\leftheader{${left.map(tex).join("\\\\\n")}}`);
    out.push(`\\rightheader{${right.map(tex).join("\\\\\n")}}`);
    out.push(`\\title{${tex(b.name)}}`);
    if (b.label) out.push(`\\subtitle{${tex(b.label)}}`);
    out.push("\\begin{document}", "\\makeheaders[c]", "\\maketitle", "");
    if (b.summary) {
      out.push(`\\begin{rubric}{${t.section("Research Profile", "summary")}}`, `\\text{${tex(b.summary)}}`);
      out.push("\\end{rubric}", "");
    }
    out.push(`\\begin{rubric}{${t.section("Research and Teaching Experience", "work")}}`);
    for (const w of r.work ?? []) {
      const s = fmtDate(w.startDate, ds);
      const e = fmtDate(w.endDate, ds);
      t.work.push({ company: w.name, title: w.position, start: s, end: e ?? "present" });
      const body = [`\\textbf{${tex(w.position)}}, ${tex(w.name)}, ${tex(w.location ?? "")}.`];
      if (w.summary) {
        body.push(`\\newline ${tex(w.summary)}`);
        t.bullets++;
      }
      if (w.highlights?.length) {
        body.push(itemize(w.highlights));
        t.bullets += w.highlights.length;
      }
      out.push(`\\entry*[${range(s, e, "--", "present")}] ${body.join("\n")}`);
    }
    out.push("\\end{rubric}", "", `\\begin{rubric}{${t.section("Education", "education")}}`);
    for (const e of r.education ?? []) {
      const s = fmtDate(e.startDate, ds);
      const en = fmtDate(e.endDate, ds);
      t.education.push({ institution: e.institution, degree: e.studyType ?? null, start: s, end: en });
      const lines = [`\\textbf{${tex(e.studyType ?? "")}}, ${tex(e.area ?? "")}`, tex(e.institution)];
      if (e.score) lines.push(tex(e.score));
      out.push(
        `\\entry*[${s && !en ? `since ${tex(s)}` : range(s, en, "--", "")}] ${lines.join("\\newline\n")}`,
      );
    }
    out.push("\\end{rubric}", "");
    if (r.publications?.length) {
      out.push(`\\begin{rubric}{${t.section("Publications", "publications")}}`);
      for (const p of r.publications) {
        out.push(
          `\\entry*[${tex(fmtDate(p.releaseDate, "year") ?? "")}] ${tex(p.summary ?? "")} \\emph{${tex(p.name)}}. ${tex(p.publisher ?? "")}.`,
        );
      }
      out.push("\\end{rubric}", "");
    }
    if (r.awards?.length) {
      out.push(`\\begin{rubric}{${t.section("Fellowships and Awards", "awards")}}`);
      for (const a of r.awards) {
        out.push(
          `\\entry*[${tex(fmtDate(a.date, ds) ?? "")}] \\textbf{${tex(a.title)}}, ${tex(a.awarder ?? "")}.`,
        );
      }
      out.push("\\end{rubric}", "");
    }
    if (r.skills?.length) {
      out.push(`\\begin{rubric}{${t.section("Skills", "skills")}}`);
      for (const g of r.skills) {
        out.push(`\\entry*[${tex(g.name)}] ${tex((g.keywords ?? []).join(", "))}`);
        t.skills.push(...(g.keywords ?? []));
      }
      out.push("\\end{rubric}", "");
    }
    if (r.projects?.length) {
      out.push(`\\begin{rubric}{${t.section("Software", "projects")}}`);
      for (const p of r.projects) {
        out.push(
          `\\entry*[${tex(fmtDate(p.startDate, ds) ?? "")}] \\textbf{${tex(p.name)}}: ${tex(p.description ?? "")}`,
        );
      }
      out.push("\\end{rubric}", "");
    }
    if (r.languages?.length) {
      out.push(`\\begin{rubric}{${t.section("Languages", "languages")}}`);
      for (const l of r.languages) out.push(`\\entry*[${tex(l.language)}] ${tex(l.fluency ?? "")}`);
      out.push("\\end{rubric}", "");
    }
    if (r.references?.length) {
      out.push(`\\begin{rubric}{${t.section("References", "references")}}`);
      for (const x of r.references) out.push(`\\entry* ${tex(x.name)}`);
      out.push("\\end{rubric}", "");
    }
    out.push("\\end{document}", "");
    // As in curve's example, each rubric is a file read with \makerubric (an ltxtable longtable);
    // filecontents* writes those files from this one source.
    const files: string[] = [];
    const body = out.join("\n").replace(/\\begin\{rubric\}[\s\S]*?\\end\{rubric\}/g, (m) => {
      const name = `curve-rubric-${files.length + 1}`;
      files.push(`\\begin{filecontents*}[overwrite]{${name}.tex}\n${m}\n\\end{filecontents*}`);
      return `\\makerubric{${name}}`;
    });
    return `${files.join("\n")}\n${body}`;
  };
}

/** simplecv under XeLaTeX (Latin Modern, which has the Vietnamese letters). */
export function simplecv(ds: DateStyle) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const l = b.location;
    const out: string[] = ["\\documentclass[11pt,a4paper,sf]{simplecv}", "\\usepackage{fontspec}"];
    out.push("\\usepackage[margin=2cm]{geometry}", "\\usepackage[hidelinks]{hyperref}");
    t.name = b.name;
    const addr = [l?.city, [l?.region, l?.postalCode].filter(Boolean).join(" "), "USA"].filter(Boolean);
    t.location = `${addr[0]}, ${addr[1]}`;
    out.push(`\\leftheader{${tex(addr[0] ?? "")}, ${tex(addr[1] ?? "")}\\\\ ${tex(addr[2] ?? "")}}`);
    const right = [b.phone, b.email, ...(b.profiles ?? []).map((p) => `${p.network}: ${handle(p)}`)];
    t.phone = b.phone || null;
    t.email = b.email || null;
    t.links.push(...(b.profiles ?? []).map((p) => `${p.network}: ${handle(p)}`));
    out.push(
      `\\rightheader{${right
        .filter(Boolean)
        .map((x) => tex(x as string))
        .join("\\\\ ")}}`,
    );
    out.push(`\\title{${tex(b.name)}}`, "\\begin{document}", "\\maketitle", "");
    if (b.summary) {
      out.push(`\\section{${t.section("Profile", "summary")}}`, tex(b.summary), "");
    }
    out.push(`\\section{${t.section("Professional Experience", "work")}}`, "\\begin{topic}");
    for (const w of r.work ?? []) {
      const s = fmtDate(w.startDate, ds);
      const e = fmtDate(w.endDate, ds);
      t.work.push({ company: w.name, title: w.position, start: s, end: e ?? "Present" });
      const body = [`\\textbf{${tex(w.position)}}, \\emph{${tex(w.name)}}, ${tex(w.location ?? "")}`];
      if (w.highlights?.length) {
        body.push(itemize(w.highlights));
        t.bullets += w.highlights.length;
      }
      out.push(`\\item[${range(s, e, " -- ", "Present")}] ${body.join("\n")}`);
    }
    out.push("\\end{topic}", "", `\\section{${t.section("Education", "education")}}`, "\\begin{topic}");
    for (const e of r.education ?? []) {
      const s = fmtDate(e.startDate, ds);
      const en = fmtDate(e.endDate, ds);
      const deg = `${e.studyType ?? ""}${e.area ? `, ${e.area}` : ""}`;
      t.education.push({ institution: e.institution, degree: deg, start: s, end: en });
      out.push(
        `\\item[${range(s, en, " -- ", "")}] \\textbf{${tex(deg)}}, ${tex(e.institution)}${e.score ? `\\\\ ${tex(e.score)}` : ""}`,
      );
    }
    out.push("\\end{topic}", "");
    if (r.certificates?.length) {
      out.push(`\\section{${t.section("Licenses and Certifications", "certificates")}}`, "\\begin{topic}");
      for (const c of r.certificates) {
        out.push(
          `\\item[${tex(fmtDate(c.date, ds) ?? "")}] ${tex(c.name)}${c.issuer ? `, ${tex(c.issuer)}` : ""}`,
        );
      }
      out.push("\\end{topic}", "");
    }
    if (r.skills?.length) {
      out.push(`\\section{${t.section("Skills", "skills")}}`, "\\begin{topic}");
      for (const g of r.skills) {
        out.push(`\\item[${tex(g.name)}] ${tex((g.keywords ?? []).join(", "))}`);
        t.skills.push(...(g.keywords ?? []));
      }
      out.push("\\end{topic}", "");
    }
    if (r.languages?.length) {
      out.push(`\\section{${t.section("Languages", "languages")}}`, "\\begin{topic}");
      for (const x of r.languages) out.push(`\\item[${tex(x.language)}] ${tex(x.fluency ?? "")}`);
      out.push("\\end{topic}", "");
    }
    if (r.awards?.length) {
      out.push(`\\section{${t.section("Honors", "awards")}}`, "\\begin{topic}");
      for (const a of r.awards)
        out.push(`\\item[${tex(fmtDate(a.date, ds) ?? "")}] ${tex(a.title)}, ${tex(a.awarder ?? "")}`);
      out.push("\\end{topic}", "");
    }
    if (r.volunteer?.length) {
      out.push(`\\section{${t.section("Community Service", "volunteer")}}`, "\\begin{topic}");
      for (const v of r.volunteer) {
        const when = range(fmtDate(v.startDate, ds), fmtDate(v.endDate, ds), " -- ", "Present");
        out.push(
          `\\item[${when}] \\textbf{${tex(v.position)}}, ${tex(v.organization)}${itemize(v.highlights)}`,
        );
      }
      out.push("\\end{topic}", "");
    }
    out.push("\\end{document}", "");
    return out.join("\n");
  };
}

/** currvita under pdfLaTeX, with babel and the place and date the package prints at the end. */
export function currvita(ds: DateStyle) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const out: string[] = [
      "\\documentclass[11pt,a4paper]{article}",
      "\\usepackage[T1]{fontenc}",
      "\\usepackage{lmodern}",
      "\\usepackage[english]{babel}",
      "\\usepackage[margin=2.2cm]{geometry}",
      "\\usepackage[LabelsAligned]{currvita}",
      "\\usepackage[hidelinks]{hyperref}",
      "\\setlength{\\parindent}{0pt}",
      `\\cvplace{${tex(b.location?.city ?? "")}}`,
      "\\date{September 2026}",
      "\\begin{document}",
    ];
    t.name = b.name;
    out.push(`\\begin{cv}{${tex(b.name)}}`);
    const contact = [cityRegion(r), b.phone, b.email].filter(Boolean) as string[];
    t.location = cityRegion(r);
    t.phone = b.phone || null;
    t.email = b.email || null;
    out.push(`${tex(b.label ?? "")}\\\\\n${contact.map(tex).join(" \\textbullet{} ")}`, "");
    if (b.summary) {
      out.push(
        `\\begin{cvlist}{${t.section("Profile", "summary")}}`,
        `\\item ${tex(b.summary)}`,
        "\\end{cvlist}",
      );
    }
    out.push(`\\begin{cvlist}{${t.section("Teaching Experience", "work")}}`);
    for (const w of r.work ?? []) {
      const s = fmtDate(w.startDate, ds);
      const e = fmtDate(w.endDate, ds);
      t.work.push({ company: w.name, title: w.position, start: s, end: e ?? "today" });
      t.bullets += (w.highlights ?? []).length;
      out.push(
        `\\item[${range(s, e, "--", "today")}] \\textbf{${tex(w.position)}}, ${tex(w.name)}, ${tex(w.location ?? "")}`,
      );
      if (w.highlights?.length) out.push(itemize(w.highlights));
    }
    out.push("\\end{cvlist}", "", `\\begin{cvlist}{${t.section("Education", "education")}}`);
    for (const e of r.education ?? []) {
      const s = fmtDate(e.startDate, ds);
      const en = fmtDate(e.endDate, ds);
      const deg = `${e.studyType ?? ""}${e.area ? ` in ${e.area}` : ""}`;
      t.education.push({ institution: e.institution, degree: deg, start: s, end: en });
      out.push(
        `\\item[${range(s, en, "--", "")}] ${tex(deg)}, ${tex(e.institution)}${e.score ? ` (${tex(e.score)})` : ""}`,
      );
    }
    out.push("\\end{cvlist}", "");
    if (r.certificates?.length) {
      out.push(`\\begin{cvlist}{${t.section("Licensure", "certificates")}}`);
      for (const c of r.certificates) out.push(`\\item[${tex(fmtDate(c.date, ds) ?? "")}] ${tex(c.name)}`);
      out.push("\\end{cvlist}", "");
    }
    if (r.awards?.length) {
      out.push(`\\begin{cvlist}{${t.section("Awards", "awards")}}`);
      for (const a of r.awards)
        out.push(`\\item[${tex(fmtDate(a.date, ds) ?? "")}] ${tex(a.title)}, ${tex(a.awarder ?? "")}`);
      out.push("\\end{cvlist}", "");
    }
    if (r.skills?.length) {
      out.push(`\\begin{cvlist}{${t.section("Skills", "skills")}}`);
      for (const g of r.skills) {
        out.push(`\\item[] \\textit{${tex(g.name)}:} ${tex((g.keywords ?? []).join(", "))}`);
        t.skills.push(...(g.keywords ?? []));
      }
      out.push("\\end{cvlist}", "");
    }
    if (r.languages?.length) {
      out.push(`\\begin{cvlist}{${t.section("Languages", "languages")}}`);
      out.push(`\\item ${r.languages.map((x) => `${tex(x.language)} (${tex(x.fluency ?? "")})`).join(", ")}`);
      out.push("\\end{cvlist}", "");
    }
    if (r.references?.length) {
      out.push(`\\begin{cvlist}{${t.section("References", "references")}}`);
      for (const x of r.references)
        out.push(
          `\\item ${tex(x.name)}\\\\ \\emph{\\textquotedblleft{}${tex(x.reference)}\\textquotedblright{}}`,
        );
      out.push("\\end{cvlist}", "");
    }
    out.push("\\end{cv}", "\\end{document}", "");
    return out.join("\n");
  };
}
