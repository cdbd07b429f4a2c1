// moderncv (CTAN moderncv, LPPL-1.3c): one template for its styles, written the way the class's
// template.tex does it (\name, \title, \address, \phone, \email, \social, \cventry, \cvitem …).

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

export interface ModerncvOptions extends Omit<ModerncvHead, "scale" | "networks"> {
  style: "classic" | "casual" | "banking" | "oldstyle" | "fancy";
  dates: DateStyle;
  /** Sections after experience, in order. */
  extras: (
    | "volunteer"
    | "certificates"
    | "awards"
    | "projects"
    | "languages"
    | "interests"
    | "publications"
  )[];
  skillsAs: "doubleitem" | "item" | "list";
  /** Print the field of study in the entry's description (banking puts argument 4 on the right of the first line). */
  fieldBelow?: boolean;
}

function splitName(name: string): [string, string] {
  const i = name.indexOf(" ");
  return i < 0 ? [name, ""] : [name.slice(0, i), name.slice(i + 1)];
}

function range(s: string | null, e: string | null, present: string): string {
  if (!s) return e ? tex(e) : "";
  return `${tex(s)}--${tex(e ?? present)}`;
}

/** The preamble and contact commands of a moderncv document, as the class's template.tex writes them. */
export interface ModerncvHead {
  style: string;
  color: string;
  paper?: string;
  /** geometry's scale. */
  scale: string;
  /** Width of the left (date / contact) column, as template.tex suggests adjusting it. */
  hints?: string;
  /** Width of the name and title block (template.tex's \\makecvheadnamewidth), for long titles. */
  nameWidth?: string;
  /** Font preamble for XeLaTeX/LuaLaTeX (fontspec); empty for pdfLaTeX. */
  fonts: string;
  /** Only these networks' usernames, and no homepage (template.tex's minimal header); else every link. */
  networks?: string[];
}

export function moderncvHead(o: ModerncvHead, r: Resume, t: Truth): string[] {
  const b = r.basics;
  const [first, last] = splitName(b.name);
  const out: string[] = [];
  out.push(`\\documentclass[11pt,${o.paper ?? "a4paper"},sans]{moderncv}`);
  out.push(`\\moderncvstyle{${o.style}}`, `\\moderncvcolor{${o.color}}`);
  out.push(`\\usepackage[scale=${o.scale}]{geometry}`);
  if (o.hints) out.push(`\\setlength{\\hintscolumnwidth}{${o.hints}}`);
  if (o.nameWidth) out.push(`\\setlength{\\makecvheadnamewidth}{${o.nameWidth}}`);
  if (o.fonts) out.push(o.fonts);
  out.push(`\\name{${tex(first)}}{${tex(last)}}`);
  t.name = b.name;
  if (b.label) out.push(`\\title{${tex(b.label)}}`);
  const loc = cityRegion(r);
  if (loc) {
    out.push(`\\address{${tex(loc)}}{${tex(b.location?.countryCode ?? "")}}{}`);
    t.location = `${loc}, ${b.location?.countryCode ?? ""}`;
  }
  if (b.phone) {
    out.push(`\\phone[mobile]{${tex(b.phone)}}`);
    t.phone = b.phone;
  }
  if (b.email) {
    out.push(`\\email{${tex(b.email)}}`);
    t.email = b.email;
  }
  if (b.url && !o.networks) {
    const u = b.url.replace(/^https?:\/\//, "");
    out.push(`\\homepage{${tex(u)}}`);
    t.links.push(u);
  }
  for (const p of b.profiles ?? []) {
    const n = p.network.toLowerCase().replace(/\s+/g, "");
    if (o.networks && !(o.networks.includes(n) && p.username)) continue;
    const h = handle(p);
    if (!h) continue;
    if (["linkedin", "github", "orcid"].includes(n) && p.username) out.push(`\\social[${n}]{${tex(h)}}`);
    else out.push(`\\social[${n}][${tex(p.url || h)}]{${tex(h)}}`);
    t.links.push(h);
  }
  return out;
}

export function moderncv(o: ModerncvOptions) {
  return (r: Resume, t: Truth): string => {
    const head = moderncvHead({ ...o, scale: "0.78" }, r, t);
    const body = moderncvBody(o, r, t);
    return [...head, "\\begin{document}", "\\makecvtitle", "", ...body, "\\end{document}", ""].join("\n");
  };
}

/** The sections, as \\section, \\cventry, \\cvitem … (shared with komacv, which has the same commands). */
export function moderncvBody(o: ModerncvOptions, r: Resume, t: Truth): string[] {
  const b = r.basics;
  const out: string[] = [];

  if (b.summary) {
    out.push(`\\section{${t.section("Summary", "summary")}}`, `\\cvitem{}{${tex(b.summary)}}`, "");
  }
  out.push(`\\section{${t.section("Experience", "work")}}`);
  for (const w of r.work ?? []) {
    const s = fmtDate(w.startDate, o.dates);
    const e = fmtDate(w.endDate, o.dates);
    t.work.push({ company: w.name, title: w.position, start: s, end: e ?? (s ? "Present" : null) });
    const hl = w.highlights ?? [];
    const parts: string[] = [];
    const lead = w.summary ?? w.description;
    if (lead) {
      parts.push(tex(lead));
      t.bullets++;
    }
    if (hl.length) {
      parts.push(itemize(hl));
      t.bullets += hl.length;
    }
    out.push(
      `\\cventry{${range(s, e, "Present")}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location ?? "")}}{}{${parts.join("\n")}}`,
    );
  }
  out.push("");
  out.push(`\\section{${t.section("Education", "education")}}`);
  for (const e of r.education ?? []) {
    const s = fmtDate(e.startDate, o.dates);
    const en = fmtDate(e.endDate, o.dates);
    const deg = e.studyType ?? "";
    t.education.push({ institution: e.institution, degree: deg, start: s, end: en });
    const field = e.area && !o.fieldBelow ? tex(e.area) : "";
    const extra = [field, e.score ? `\\textit{${tex(e.score)}}` : ""].filter(Boolean);
    const lines = [e.area && o.fieldBelow ? `Field: ${tex(e.area)}` : ""];
    if (e.courses?.length) lines.push(`Courses: ${tex(e.courses.join(", "))}`);
    const desc = lines.filter(Boolean).join("\\newline{}");
    out.push(
      `\\cventry{${range(s, en, "")}}{${tex(deg)}}{${tex(e.institution)}}{${extra[0] ?? ""}}{${extra[1] ?? ""}}{${desc}}`,
    );
  }
  out.push("");
  const skills = r.skills ?? [];
  if (skills.length) {
    out.push(`\\section{${t.section("Skills", "skills")}}`);
    for (const g of skills) t.skills.push(...(g.keywords ?? []));
    if (o.skillsAs === "doubleitem") {
      for (let i = 0; i < skills.length; i += 2) {
        const a = skills[i] as (typeof skills)[number];
        const c = skills[i + 1];
        out.push(
          c
            ? `\\cvdoubleitem{${tex(a.name)}}{${tex((a.keywords ?? []).join(", "))}}{${tex(c.name)}}{${tex((c.keywords ?? []).join(", "))}}`
            : `\\cvitem{${tex(a.name)}}{${tex((a.keywords ?? []).join(", "))}}`,
        );
      }
    } else if (o.skillsAs === "item") {
      for (const g of skills) out.push(`\\cvitem{${tex(g.name)}}{${tex((g.keywords ?? []).join(", "))}}`);
    } else {
      for (const g of skills) out.push(`\\cvlistitem{${tex((g.keywords ?? []).join(", "))}}`);
    }
    out.push("");
  }
  for (const x of o.extras) out.push(...extra(x, r, t, o.dates), "");
  return out;
}

function extra(x: ModerncvOptions["extras"][number], r: Resume, t: Truth, ds: DateStyle): string[] {
  const out: string[] = [];
  switch (x) {
    case "volunteer":
      if (!r.volunteer?.length) break;
      out.push(`\\section{${t.section("Volunteering", "volunteer")}}`);
      for (const v of r.volunteer) {
        const s = fmtDate(v.startDate, ds);
        const e = fmtDate(v.endDate, ds);
        const body = [v.summary ? tex(v.summary) : "", itemize(v.highlights)].filter(Boolean).join("\n");
        out.push(
          `\\cventry{${range(s, e, "Present")}}{${tex(v.position)}}{${tex(v.organization)}}{}{}{${body}}`,
        );
      }
      break;
    case "certificates":
      out.push(...cvCertificates(r, t, "Certificates", (d) => fmtDate(d, ds)));
      break;
    case "awards":
      if (!r.awards?.length) break;
      out.push(`\\section{${t.section("Awards", "awards")}}`);
      for (const a of r.awards) {
        out.push(
          `\\cvitem{${tex(fmtDate(a.date, ds) ?? "")}}{\\textbf{${tex(a.title)}}${a.awarder ? `, ${tex(a.awarder)}` : ""}${a.summary ? `. ${tex(a.summary)}` : ""}}`,
        );
      }
      break;
    case "projects":
      if (!r.projects?.length) break;
      out.push(`\\section{${t.section("Projects", "projects")}}`);
      for (const p of r.projects) {
        const s = fmtDate(p.startDate, ds);
        const e = fmtDate(p.endDate, ds);
        const body = [p.description ? tex(p.description) : "", itemize(p.highlights)]
          .filter(Boolean)
          .join("\n");
        out.push(`\\cventry{${s ? range(s, e, "Present") : ""}}{${tex(p.name)}}{}{}{}{${body}}`);
      }
      break;
    case "publications":
      if (!r.publications?.length) break;
      out.push(`\\section{${t.section("Publications", "publications")}}`);
      for (const p of r.publications) {
        out.push(
          `\\cvitem{${tex(fmtDate(p.releaseDate, "year") ?? "")}}{\\textit{${tex(p.name)}}. ${tex(p.publisher ?? "")}}`,
        );
      }
      break;
    case "languages":
      out.push(...cvLanguages(r, t, "Languages"));
      break;
    case "interests":
      out.push(...cvInterests(r, t, "Interests"));
      break;
  }
  return out;
}

/** Certificates as \\cvitem{date}{name, issuer}, under a heading in the CV's language. */
export function cvCertificates(
  r: Resume,
  t: Truth,
  heading: string,
  date: (d: string | undefined) => string | null | undefined,
): string[] {
  if (!r.certificates?.length) return [];
  return [
    `\\section{${t.section(heading, "certificates")}}`,
    ...r.certificates.map(
      (c) => `\\cvitem{${tex(date(c.date) ?? "")}}{${tex(c.name)}${c.issuer ? `, ${tex(c.issuer)}` : ""}}`,
    ),
  ];
}

/** Languages as \\cvitemwithcomment{language}{fluency}{}. */
export function cvLanguages(r: Resume, t: Truth, heading: string): string[] {
  if (!r.languages?.length) return [];
  return [
    `\\section{${t.section(heading, "languages")}}`,
    ...r.languages.map((l) => `\\cvitemwithcomment{${tex(l.language)}}{${tex(l.fluency ?? "")}}{}`),
  ];
}

/** Interests as \\cvitem{name}{keywords}. */
export function cvInterests(r: Resume, t: Truth, heading: string): string[] {
  if (!r.interests?.length) return [];
  return [
    `\\section{${t.section(heading, "interests")}}`,
    ...r.interests.map((i) => `\\cvitem{${tex(i.name)}}{${tex((i.keywords ?? []).join(", "))}}`),
  ];
}
