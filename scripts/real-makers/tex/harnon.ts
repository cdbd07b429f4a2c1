// harnon-cv (CTAN harnon-cv, public domain): a timeline CV; the dates sit in a narrow left column
// joined to a grey vertical bar, as in the class's example (\timelineitem, \addsubheader …).
// The class loads graphicx with the pdftex option and the Cantarell font, so pdfLaTeX only.

import { cityRegion, fmtDate, type Resume, type Truth, tex } from "./model.ts";

export function harnon(r: Resume, t: Truth): string {
  const b = r.basics;
  const out = ["\\documentclass{harnon-cv}", "\\usepackage[utf8]{inputenc}"];
  t.name = b.name;
  out.push(`\\yourname{${tex(b.name)}}`);
  // The class prints a stray "l" before \youremail (its \@maketitle has "{l\small\@youremail"), so the
  // email goes in \yournumber's lines, above the phone, as a user fixing that would do.
  out.push(
    `\\yournumber{${[b.email, b.phone]
      .filter(Boolean)
      .map((x) => tex(x as string))
      .join("\\\\")}}`,
  );
  t.email = b.email || null;
  t.phone = b.phone || null;
  const loc = cityRegion(r);
  t.location = loc;
  const li = (b.profiles ?? []).find((p) => p.network === "LinkedIn");
  const addr = [loc, li ? `LinkedIn: ${li.username}` : null].filter(Boolean) as string[];
  if (li) t.links.push(`LinkedIn: ${li.username}`);
  out.push(`\\youraddress{${addr.map(tex).join("\\\\")}}`);
  if (b.summary) out.push(`\\recenthistory{\\textbf{${tex(b.label ?? "")}.} ${tex(b.summary)}}`);
  out.push("\\begin{document}", "\\maketitle", "");

  out.push(`\\addheadertext{${t.section("Experience", "work")}}`, "\\starttimeline");
  for (const w of r.work ?? []) {
    const s = fmtDate(w.startDate, "year");
    const e = fmtDate(w.endDate, "year");
    t.work.push({ company: w.name, title: w.position, start: s, end: e ?? "Now" });
    const body = [
      `\\addsubheader{${tex(w.position)}}`,
      `\\addcallout{${tex(w.name)}} ${tex(w.location ?? "")}\\par`,
    ];
    if (w.description) {
      body.push(`\\textit{${tex(w.description)}}\\par`);
      t.bullets++;
    }
    for (const h of w.highlights ?? []) body.push(`\\addtimelinebullet{${tex(h)}}`);
    t.bullets += (w.highlights ?? []).length;
    out.push(
      `\\timelineitem{${tex(s ?? "")} -- ${tex(e ?? "Now")}}{\n${body.join("\n")}\n}`,
      "\\timelinespacer",
    );
  }
  out.push("\\stoptimeline", "");

  out.push(`\\addheadertext{${t.section("Education", "education")}}`, "\\starttimeline");
  for (const e of r.education ?? []) {
    const s = fmtDate(e.startDate, "year");
    const en = fmtDate(e.endDate, "year");
    t.education.push({
      institution: e.institution,
      degree: `${e.studyType} in ${e.area}`,
      start: s,
      end: en,
    });
    out.push(
      `\\timelineitem{${tex(s ?? "")} -- ${tex(en ?? "")}}{\n\\addsubheader{${tex(`${e.studyType} in ${e.area}`)}}\n\\addcallout{${tex(e.institution)}}\n}`,
    );
  }
  out.push("\\stoptimeline", "");

  if (r.certificates?.length) {
    out.push(`\\addheadertext{${t.section("Certifications", "certificates")}}`, "\\begin{itemize}");
    for (const c of r.certificates) {
      out.push(`\\listitem{${tex(c.name)}} ${tex(c.issuer ?? "")}, ${tex(fmtDate(c.date, "mon") ?? "")}`);
    }
    out.push("\\end{itemize}", "");
  }
  if (r.skills?.length) {
    out.push(`\\addheadertext{${t.section("Skills", "skills")}}`, "\\begin{itemize}");
    for (const g of r.skills) {
      out.push(`\\listitem{${tex(g.name)}} ${tex((g.keywords ?? []).join(", "))}`);
      t.skills.push(...(g.keywords ?? []));
    }
    out.push("\\end{itemize}", "");
  }
  if (r.languages?.length) {
    out.push(`\\addheadertext{${t.section("Languages", "languages")}}`, "\\begin{itemize}");
    for (const l of r.languages) out.push(`\\listitem{${tex(l.language)}} ${tex(l.fluency ?? "")}`);
    out.push("\\end{itemize}", "");
  }
  out.push("\\end{document}", "");
  return out.join("\n");
}
