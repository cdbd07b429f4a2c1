// Shared helpers for make-other.ts: the corpus resumes (JSON Resume), month formatting, XML
// escaping, and a first DRAFT of a truth file from the values fed in. Drafts are written to a
// scratch folder, never over tests/import-set/real-makers/truth/: the committed truths were
// corrected by hand to what each document prints.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { monthName } from "../month-names.ts";

export interface Profile {
  network?: string;
  username?: string;
  url?: string;
}
export interface Entry {
  name?: string;
  organization?: string;
  institution?: string;
  position?: string;
  location?: string;
  description?: string;
  summary?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  date?: string;
  issuer?: string;
  score?: string;
  highlights?: string[];
  keywords?: string[];
  language?: string;
  fluency?: string;
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
  work?: Entry[];
  education?: Entry[];
  certificates?: Entry[];
  skills?: Entry[];
  languages?: Entry[];
  [section: string]: unknown;
}

const root = resolve(process.cwd());
const corpusDir = resolve(root, "../shared/corpus/resumes");
export const docsDir = join(root, "tests/import-set/real-makers/docs");
const draftDir = process.env.DRAFT_DIR ?? "/tmp/real-makers-other-drafts";
export const workDir = process.env.WORK_DIR ?? "/tmp/real-makers-other";

export function loadResume(name: string): Resume {
  return JSON.parse(readFileSync(join(corpusDir, `${name}.resume.json`), "utf8")) as Resume;
}

/** "2021-04-12" → "Apr 2021", "2021" → "2021", undefined → fallback. */
export function month(date: string | undefined, fallback = ""): string {
  if (!date) return fallback;
  const m = /^(\d{4})-(\d{2})/.exec(date);
  return m ? `${monthName(Number(m[2]) - 1, "short")} ${m[1]}` : date;
}

export function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The visible form of a profile link: the URL without its scheme. */
export function linkText(p: Profile): string {
  return (p.url ?? p.username ?? "").replace(/^https?:\/\//, "");
}

export function place(r: Resume): string {
  const l = r.basics.location ?? {};
  return [l.city, [l.region, l.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

export function degree(e: Entry): string {
  return [e.studyType, e.area].filter(Boolean).join(" in ");
}

/** A first draft of the truth, from the corpus values; every field is then checked by hand. */
export function writeDraft(id: string, file: string, r: Resume, note: string): void {
  const b = r.basics;
  const draft = {
    id,
    file,
    name: b.name,
    email: b.email ?? null,
    phone: b.phone ?? null,
    location: place(r) || null,
    links: (b.profiles ?? []).map(linkText),
    work: (r.work ?? []).map((w) => ({
      company: w.name ?? null,
      title: w.position ?? null,
      start: month(w.startDate) || null,
      end: month(w.endDate, "Present"),
    })),
    education: (r.education ?? []).map((e) => ({
      institution: e.institution ?? null,
      degree: degree(e) || null,
      start: month(e.startDate) || null,
      end: month(e.endDate) || null,
    })),
    sections: Object.keys(r)
      .filter((k) => !["$schema", "basics", "meta"].includes(k))
      .map((k) => ({ heading: k, kind: k === "projects" ? "projects" : k })),
    skills: (r.skills ?? []).flatMap((s) => s.keywords ?? []),
    bullets: (r.work ?? []).reduce((n, w) => n + (w.highlights?.length ?? 0), 0),
    notes: `DRAFT: ${note}`,
  };
  mkdirSync(draftDir, { recursive: true });
  writeFileSync(join(draftDir, `${id}.json`), `${JSON.stringify(draft, null, 2)}\n`);
}
