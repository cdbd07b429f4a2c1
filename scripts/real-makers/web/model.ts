// Shared helpers for make-web.ts: a corpus resume (JSON Resume) turned into the values a template
// prints (dates in one of four hand-written styles), HTML escaping, a recorder of the section
// headings a template prints, and a first DRAFT of a truth file from those values. Drafts go to a
// scratch folder; the committed truths were corrected by hand to what each document prints.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { monthName } from "../month-names.ts";

interface Entry {
  name?: string;
  institution?: string;
  position?: string;
  location?: string;
  description?: string;
  summary?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  highlights?: string[];
  keywords?: string[];
  language?: string;
  fluency?: string;
}
interface Resume {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: Entry[];
  education?: Entry[];
  skills?: Entry[];
  languages?: Entry[];
}

export interface Job {
  company: string;
  title: string;
  start: string;
  end: string;
  place: string;
  summary: string;
  items: string[];
}
interface Edu {
  institution: string;
  degree: string;
  start: string | null;
  end: string | null;
}
export interface Data {
  name: string;
  label: string;
  email: string;
  phone: string;
  location: string;
  links: { network: string; text: string }[];
  summary: string;
  work: Job[];
  education: Edu[];
  skillGroups: { name: string; items: string[] }[];
  languages: string[];
  /** The separator printed between start and end. */
  dash: string;
}

/** How the dates are written: "Jan 2020 – Present", "2019–2021", "06/2018 - 08/2020", "March 2017 to May 2019". */
export type DateStyle = "mon" | "year" | "mmyyyy" | "full";

const dashes: Record<DateStyle, string> = { mon: " – ", year: "–", mmyyyy: " - ", full: " to " };

function fmt(date: string, style: DateStyle): string {
  const m = /^(\d{4})-(\d{2})/.exec(date);
  if (!m || style === "year") return date.slice(0, 4);
  const i = Number(m[2]) - 1;
  if (style === "mon") return `${monthName(i, "short")} ${m[1]}`;
  if (style === "full") return `${monthName(i, "long")} ${m[1]}`;
  return `${m[2]}/${m[1]}`;
}

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function prepare(name: string, style: DateStyle): Data {
  const file = resolve(process.cwd(), "../shared/corpus/resumes", `${name}.resume.json`);
  const r = JSON.parse(readFileSync(file, "utf8")) as Resume;
  const b = r.basics;
  const loc = b.location ?? {};
  const links = (b.profiles ?? []).map((p) => ({
    network: p.network ?? "",
    text: p.url ? p.url.replace(/^https?:\/\//, "") : (p.username ?? ""),
  }));
  if (b.url) links.unshift({ network: "Website", text: b.url.replace(/^https?:\/\//, "") });
  return {
    name: b.name,
    label: b.label ?? "",
    email: b.email ?? "",
    phone: b.phone ?? "",
    location: [loc.city, loc.region ?? loc.countryCode].filter(Boolean).join(", "),
    links,
    summary: b.summary ?? "",
    work: (r.work ?? []).map((w) => ({
      company: w.name ?? "",
      title: w.position ?? "",
      start: w.startDate ? fmt(w.startDate, style) : "",
      end: w.endDate ? fmt(w.endDate, style) : "Present",
      place: w.location ?? "",
      summary: w.summary ?? "",
      items: w.highlights ?? [],
    })),
    education: (r.education ?? []).map((e) => {
      const one = !(e.startDate && e.endDate);
      const only = e.endDate ?? e.startDate;
      return {
        institution: e.institution ?? "",
        degree: [e.studyType, e.area].filter(Boolean).join(" in "),
        start: one ? null : fmt(e.startDate ?? "", style),
        end: one ? (only ? fmt(only, style) : null) : fmt(e.endDate ?? "", style),
      };
    }),
    skillGroups: (r.skills ?? []).map((s) => ({ name: s.name ?? "", items: s.keywords ?? [] })),
    languages: (r.languages ?? []).map((l) => [l.language, l.fluency].filter(Boolean).join(" — ")),
    dash: dashes[style],
  };
}

export function dates(start: string | null, end: string | null, dash: string): string {
  return [start, end].filter(Boolean).join(dash);
}

type Kind = "work" | "education" | "skills" | "summary" | "languages" | "other";

/** Records the headings a template prints, in reading order, for the truth draft. */
export class Sections {
  list: { heading: string; kind: Kind }[] = [];
  add(heading: string, kind: Kind): string {
    this.list.push({ heading, kind });
    return esc(heading);
  }
}

export function draft(id: string, file: string, d: Data, s: Sections, notes: string) {
  const hasSkills = s.list.some((x) => x.kind === "skills");
  return {
    id,
    file,
    name: d.name,
    email: d.email || null,
    phone: d.phone || null,
    location: d.location || null,
    links: d.links.map((l) => l.text),
    work: d.work.map((w) => ({ company: w.company, title: w.title, start: w.start, end: w.end })),
    education: d.education.map((e) => ({
      institution: e.institution,
      degree: e.degree || null,
      start: e.start,
      end: e.end,
    })),
    sections: s.list,
    skills: hasSkills ? d.skillGroups.flatMap((g) => g.items) : [],
    bullets: d.work.reduce((n, w) => n + w.items.length + (w.summary ? 1 : 0), 0),
    notes,
  };
}

export const draftDir = process.env.DRAFT_DIR ?? "/tmp/real-makers-web-drafts";
export const outDir = join(process.cwd(), "tests/import-set/real-makers-web/docs");
