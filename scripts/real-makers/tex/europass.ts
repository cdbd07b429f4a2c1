// europecv (CTAN europecv, LPPL-1.3; the older Europass layout: a two-column longtable with
// labels right-aligned in the left column) and europasscv (CTAN europasscv, LPPL-1.3c; the 2013
// Europass layout: blue upper-case headings on the left, icons in the personal information).
// Both are written the way the classes' own examples do it.

import { type DateStyle, fmtDate, handle, type Resume, type Truth, tex } from "./model.ts";

function dates(s: string | null, e: string | null, present: string): string {
  if (!s) return e ? tex(e) : "";
  return `${tex(s)} -- ${tex(e ?? present)}`;
}

function bullets(hl: string[] | undefined, cmd = "itemize"): string {
  if (!hl?.length) return "";
  return `\\begin{${cmd}}\n${hl.map((h) => `\\item ${tex(h)}`).join("\n")}\n\\end{${cmd}}`;
}

/** europecv: pdfLaTeX, English, Europass logo and flag as the class draws them. */
export function europecv(ds: DateStyle) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const l = b.location;
    const out: string[] = [
      "\\documentclass[english,a4paper,totpages]{europecv}",
      "\\usepackage[T1]{fontenc}",
      "\\usepackage[english]{babel}",
      "\\usepackage{graphicx}",
      "\\usepackage[a4paper,top=1.5cm,left=1cm,right=1cm,bottom=2cm]{geometry}",
      "\\usepackage{enumitem}",
      "\\setlist[itemize]{leftmargin=*,nosep}",
      // The class loads hyperref at \\begin{document}, too late for LaTeX 2022's hooks; loading it
      // in the preamble makes that a no-op.
      "\\usepackage[hidelinks]{hyperref}",
    ];
    t.name = b.name;
    out.push(`\\ecvname{${tex(b.name)}}`, `\\ecvfootername{${tex(b.name)}}`);
    if (l?.city) {
      const addr = [l.city, [l.region, l.postalCode].filter(Boolean).join(" "), l.countryCode].filter(
        Boolean,
      );
      out.push(`\\ecvaddress{${tex(addr.join(", "))}}`);
      t.location = addr.join(", ");
    }
    if (b.phone) out.push(`\\ecvtelephone{${tex(b.phone)}}`);
    t.phone = b.phone || null;
    if (b.email) out.push(`\\ecvemail{${tex(b.email)}}`);
    t.email = b.email || null;
    const links = (b.profiles ?? []).map(handle).filter(Boolean);
    if (links.length) out.push(`\\ecvhomepage{${links.map(tex).join(", ")}}`);
    t.links.push(...links);
    out.push("\\begin{document}", "\\begin{europecv}", "\\ecvpersonalinfo", "");
    if (b.label) out.push(`\\ecvitem{\\large Desired employment}{\\large ${tex(b.label)}}`, "");
    if (b.summary) {
      out.push(`\\ecvsection{${t.section("Summary", "summary")}}`, `\\ecvitem{}{${tex(b.summary)}}`, "");
    }
    out.push(`\\ecvsection{${t.section("Work experience", "work")}}`);
    for (const w of r.work ?? []) {
      const s = fmtDate(w.startDate, ds);
      const e = fmtDate(w.endDate, ds);
      t.work.push({ company: w.name, title: w.position, start: s, end: e ?? "present" });
      t.bullets += (w.highlights ?? []).length;
      out.push(
        `\\ecvitem{Dates}{${dates(s, e, "present")}}`,
        `\\ecvitem{Occupation or position held}{${tex(w.position)}}`,
      );
      if (w.highlights?.length)
        out.push(`\\ecvitem{Main activities and responsibilities}{${bullets(w.highlights)}}`);
      out.push(`\\ecvitem[15pt]{Name and address of employer}{${tex(w.name)}, ${tex(w.location ?? "")}}`);
    }
    out.push("", `\\ecvsection{${t.section("Education and training", "education")}}`);
    for (const e of r.education ?? []) {
      const s = fmtDate(e.startDate, ds);
      const en = fmtDate(e.endDate, ds);
      t.education.push({ institution: e.institution, degree: e.studyType ?? null, start: s, end: en });
      out.push(`\\ecvitem{Dates}{${s && !en ? `${tex(s)} -- ` : dates(s, en, "")}}`);
      out.push(`\\ecvitem{Title of qualification awarded}{${tex(e.studyType ?? "")}}`);
      if (e.area || e.courses?.length) {
        const subj = [e.area, ...(e.courses ?? [])].filter(Boolean) as string[];
        out.push(`\\ecvitem{Principal subjects}{${tex(subj.join("; "))}}`);
      }
      out.push(`\\ecvitem{Name of organisation providing education}{${tex(e.institution)}}`);
      if (e.score) out.push(`\\ecvitem[15pt]{Grade}{${tex(e.score)}}`);
    }
    if (r.certificates?.length) {
      out.push("", `\\ecvsection{${t.section("Certificates", "certificates")}}`);
      for (const c of r.certificates) {
        out.push(
          `\\ecvitem{${tex(fmtDate(c.date, ds) ?? "")}}{${tex(c.name)}${c.issuer ? ` (${tex(c.issuer)})` : ""}}`,
        );
      }
    }
    out.push("", `\\ecvsection{${t.section("Personal skills and competences", "skills")}}`);
    const langs = r.languages ?? [];
    const mother = langs.find((x) => /native/i.test(x.fluency ?? ""));
    if (mother) out.push(`\\ecvmothertongue{${tex(mother.language)}}`);
    const others = langs.filter((x) => x !== mother);
    if (others.length) {
      out.push(
        `\\ecvitem{Other languages}{${others.map((x) => `${tex(x.language)} (${tex(x.fluency ?? "")})`).join(", ")}}`,
      );
    }
    for (const g of r.skills ?? []) {
      out.push(`\\ecvitem{${tex(g.name)}}{${tex((g.keywords ?? []).join(", "))}}`);
      t.skills.push(...(g.keywords ?? []));
    }
    if (r.volunteer?.length) {
      out.push("", `\\ecvsection{${t.section("Volunteer work", "volunteer")}}`);
      for (const v of r.volunteer) {
        out.push(
          `\\ecvitem{Dates}{${dates(fmtDate(v.startDate, ds), fmtDate(v.endDate, ds), "present")}}`,
          `\\ecvitem{Position}{${tex(v.position)}, ${tex(v.organization)}}`,
        );
        if (v.highlights?.length) out.push(`\\ecvitem[15pt]{Activities}{${bullets(v.highlights)}}`);
      }
    }
    out.push("\\end{europecv}", "\\end{document}", "");
    return out.join("\n");
  };
}

/** europasscv: the 2013 Europass design; XeLaTeX or LuaLaTeX with fontspec (as the class does). */
export function europasscv(ds: DateStyle, fonts: string) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const l = b.location;
    const out: string[] = ["\\documentclass[english,a4paper]{europasscv}", "\\usepackage[english]{babel}"];
    if (fonts) out.push(fonts);
    t.name = b.name;
    out.push(`\\ecvname{${tex(b.name)}}`);
    if (l?.city) {
      const addr = [l.city, l.postalCode, l.countryCode === "GB" ? "United Kingdom" : l.countryCode];
      const a = addr.filter(Boolean).join(", ");
      out.push(`\\ecvaddress{${tex(a)}}`);
      t.location = a;
    }
    if (b.phone) out.push(`\\ecvmobile{${tex(b.phone)}}`);
    t.phone = b.phone || null;
    if (b.email) out.push(`\\ecvemail{${tex(b.email)}}`);
    t.email = b.email || null;
    for (const p of b.profiles ?? []) {
      const h = handle(p);
      if (p.network === "LinkedIn") out.push(`\\ecvlinkedinpage{${tex(p.url ?? "")}}`);
      t.links.push(p.network === "LinkedIn" ? (p.url ?? "").replace(/^https?:\/\//, "") : h);
    }
    const other = (b.profiles ?? []).filter((p) => p.network !== "LinkedIn");
    if (other.length) for (const p of other) out.push(`\\ecvim{${tex(p.network)}}{${tex(handle(p))}}`);
    out.push(
      `\\ecvfootername{${tex(b.name)}}`,
      "\\begin{document}",
      "\\begin{europasscv}",
      "\\ecvpersonalinfo",
    );
    if (b.label) out.push(`\\ecvbigitem{Position}{${tex(b.label)}}`);
    if (b.summary) {
      out.push(`\\ecvsection{${t.section("Profile", "summary")}}`, `\\ecvitem{}{${tex(b.summary)}}`);
    }
    out.push(`\\ecvsection{${t.section("Work experience", "work")}}`);
    for (const w of r.work ?? []) {
      const s = fmtDate(w.startDate, ds);
      const e = fmtDate(w.endDate, ds);
      t.work.push({ company: w.name, title: w.position, start: s, end: e ?? "Present" });
      out.push(`\\ecvtitle{${dates(s, e, "Present")}}{${tex(w.position)}}`);
      out.push(`\\ecvitem{}{${tex(w.name)}, ${tex(w.location ?? "")}}`);
      if (w.summary) {
        out.push(`\\ecvitem{}{${tex(w.summary)}}`);
        t.bullets++;
      }
      if (w.highlights?.length) {
        out.push(`\\ecvitem{}{${bullets(w.highlights, "ecvitemize")}}`);
        t.bullets += w.highlights.length;
      }
    }
    out.push(`\\ecvsection{${t.section("Education and training", "education")}}`);
    for (const e of r.education ?? []) {
      const s = fmtDate(e.startDate, ds);
      const en = fmtDate(e.endDate, ds);
      const deg = `${e.studyType ?? ""}${e.area ? ` ${e.area}` : ""}`;
      t.education.push({ institution: e.institution, degree: deg, start: s, end: en });
      out.push(`\\ecvtitle{${dates(s, en, "")}}{${tex(deg)}}`);
      out.push(`\\ecvitem{}{${tex(e.institution)}${e.score ? ` (${tex(e.score)})` : ""}}`);
      if (e.courses?.length) out.push(`\\ecvitem{}{${bullets(e.courses, "ecvitemize")}}`);
    }
    out.push(`\\ecvsection{${t.section("Personal skills", "skills")}}`);
    const langs = r.languages ?? [];
    const mother = langs.find((x) => /native/i.test(x.fluency ?? ""));
    if (mother) out.push(`\\ecvmothertongue{${tex(mother.language)}}`);
    const others = langs.filter((x) => x !== mother);
    if (others.length) {
      out.push(
        `\\ecvblueitem{Other languages}{${others.map((x) => `${tex(x.language)}: ${tex(x.fluency ?? "")}`).join("\\newline ")}}`,
      );
    }
    for (const g of r.skills ?? []) {
      out.push(`\\ecvblueitem{${tex(g.name)} skills}{${tex((g.keywords ?? []).join(", "))}}`);
      t.skills.push(...(g.keywords ?? []));
    }
    if (r.publications?.length) {
      out.push(`\\ecvsection{${t.section("Additional information", "other")}}`);
      out.push(
        `\\ecvblueitem{Publications}{${bullets(
          r.publications.map((p) => `${p.name}. ${p.publisher ?? ""}, ${fmtDate(p.releaseDate, ds) ?? ""}.`),
          "ecvitemize",
        )}}`,
      );
      if (r.volunteer?.length) {
        const v = r.volunteer.map(
          (x) =>
            `${x.position}, ${x.organization} (${fmtDate(x.startDate, ds)} – ${fmtDate(x.endDate, ds) ?? "Present"})`,
        );
        out.push(`\\ecvblueitem{Volunteering}{${bullets(v, "ecvitemize")}}`);
      }
    }
    out.push("\\end{europasscv}", "\\end{document}", "");
    return out.join("\n");
  };
}
