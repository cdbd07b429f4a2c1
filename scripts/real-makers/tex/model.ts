// Shared helpers for make-tex.ts: the corpus resume type, LaTeX escaping, date formats and the
// truth draft that each class template fills while it writes its .tex.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { monthName } from "../month-names.ts";

const corpusDir = join(import.meta.dirname, "../../../../shared/corpus/resumes");

export interface Profile {
  network: string;
  username?: string;
  url?: string;
}
interface Work {
  name: string;
  position: string;
  location?: string;
  description?: string;
  summary?: string;
  startDate?: string;
  endDate?: string;
  highlights?: string[];
}
interface Volunteer {
  organization: string;
  position: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}
interface Education {
  institution: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}
export interface Resume {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: {
      address?: string;
      city?: string;
      region?: string;
      postalCode?: string;
      countryCode?: string;
    };
    profiles?: Profile[];
  };
  work?: Work[];
  volunteer?: Volunteer[];
  education?: Education[];
  awards?: { title: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name: string; date?: string; issuer?: string }[];
  publications?: { name: string; publisher?: string; releaseDate?: string; summary?: string }[];
  skills?: { name: string; level?: string; keywords?: string[] }[];
  languages?: { language: string; fluency?: string }[];
  interests?: { name: string; keywords?: string[] }[];
  references?: { name: string; reference: string }[];
  projects?: {
    name: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
  }[];
}

export function loadResume(name: string): Resume {
  return JSON.parse(readFileSync(join(corpusDir, `${name}.resume.json`), "utf8")) as Resume;
}

/** Escapes LaTeX's special characters (& % $ # _ { } ~ ^ \) and the few T1/OT1 oddities (| < > "). */
export function tex(s: string): string {
  return s
    .replace(/[\\{}&%$#_~^|<>"]/g, (c) => {
      switch (c) {
        case "\\":
          return "\\textbackslash{}";
        case "~":
          return "\\textasciitilde{}";
        case "^":
          return "\\textasciicircum{}";
        case "|":
          return "\\textbar{}";
        case "<":
          return "\\textless{}";
        case ">":
          return "\\textgreater{}";
        case '"':
          return "\\textquotedbl{}";
        default:
          return `\\${c}`;
      }
    })
    .replace(/--/g, "-{}-");
}

/** Highlights as an itemize list, the way every CV class's template writes them; none: nothing. */
export function itemize(hl: string[] | undefined): string {
  if (!hl?.length) return "";
  return `\\begin{itemize}\n${hl.map((h) => `\\item ${tex(h)}`).join("\n")}\n\\end{itemize}`;
}

export type DateStyle = "mon" | "month" | "numeric" | "slash" | "year";

/** Formats a JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD); a year-only date stays a year. */
export function fmtDate(d: string | undefined, style: DateStyle): string | null {
  if (!d) return null;
  const [y = d, m] = d.split("-");
  if (!m || style === "year") return y;
  const mi = Number(m) - 1;
  switch (style) {
    case "mon":
      return `${monthName(mi, "short")} ${y}`;
    case "month":
      return `${monthName(mi, "long")} ${y}`;
    case "numeric":
      return `${m}/${y}`;
    case "slash":
      return `${y}/${m}`;
  }
}

export interface TruthWork {
  company: string | null;
  title: string | null;
  start: string | null;
  end: string | null;
}
export interface TruthEdu {
  institution: string | null;
  degree: string | null;
  start: string | null;
  end: string | null;
}
export type Kind =
  | "work"
  | "education"
  | "skills"
  | "projects"
  | "summary"
  | "awards"
  | "certificates"
  | "publications"
  | "volunteer"
  | "languages"
  | "interests"
  | "references"
  | "other";

/** The truth draft a template fills with the values it prints; checked by hand afterwards. */
export class Truth {
  name = "";
  email: string | null = null;
  phone: string | null = null;
  location: string | null = null;
  links: string[] = [];
  work: TruthWork[] = [];
  education: TruthEdu[] = [];
  sections: { heading: string; kind: Kind }[] = [];
  skills: string[] = [];
  bullets = 0;
  notes = "";

  section(heading: string, kind: Kind): string {
    this.sections.push({ heading, kind });
    return tex(heading);
  }

  json(id: string): string {
    const { name, email, phone, location, links, work, education, sections, skills, bullets, notes } = this;
    const file = `docs/${id}.pdf`;
    const out = { id, file, name, email, phone, location, links, work, education, sections, skills, bullets };
    return `${JSON.stringify({ ...out, notes }, null, 2)}\n`;
  }
}

/** "City, Region" (the candidate's location as most templates print it). */
export function cityRegion(r: Resume): string | null {
  const l = r.basics.location;
  if (!l?.city) return null;
  return l.region ? `${l.city}, ${l.region}` : l.city;
}

/** The visible handle of a profile: the username, or the url without its scheme. */
export function handle(p: Profile): string {
  return p.username || (p.url ?? "").replace(/^https?:\/\//, "");
}

export interface Doc {
  id: string;
  engine: "pdftex" | "xetex" | "luatex";
  resume: string;
  /** CTAN name of the class, and its style when it has several. */
  cls: string;
  style?: string;
  licence: string;
  layout: string;
  build(r: Resume, t: Truth): string;
}
