// The body every HTML document of the fourth batch shares (the batch is about headers, so the
// body is the plain single column most resumes have): a profile paragraph, jobs with "Title,
// Employer" and the dates right, schools, and skills as "Group: a, b, c" lines. Each piece
// written fills the truth draft with what it prints.

import { fmtDate, type Resume, type Truth } from "../tex/model.ts";

/** HTML escaping of text content. */
export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** "Mar 2021 – Present" and the truth's start/end. A school with one date has it as its end. */
function period(start: string | undefined, end: string | undefined, isJob: boolean) {
  const s = fmtDate(start, "mon");
  const e = fmtDate(end, "mon");
  if (!s) return { text: e ?? "", start: null, end: e };
  if (!e && isJob) return { text: `${s} – Present`, start: s, end: "Present" };
  if (!e) return { text: s, start: null, end: s };
  return { text: `${s} – ${e}`, start: s, end: e };
}

export interface BodyHeadings {
  summary: string;
  work: string;
  education: string;
  skills: string;
}

const englishHeadings: BodyHeadings = {
  summary: "Profile",
  work: "Experience",
  education: "Education",
  skills: "Skills",
};

/** The sections under the header, as HTML; the truth gets every job, school, heading and skill. */
export function bodyHtml(r: Resume, t: Truth, h: BodyHeadings = englishHeadings): string {
  const out: string[] = [];
  const heading = (text: string, kind: Parameters<Truth["section"]>[1]) => {
    t.sections.push({ heading: text, kind });
    return `<h2>${esc(text)}</h2>`;
  };
  if (r.basics.summary)
    out.push(heading(h.summary, "summary"), `<p class="profile">${esc(r.basics.summary)}</p>`);
  out.push(heading(h.work, "work"));
  for (const w of r.work ?? []) {
    const d = period(w.startDate, w.endDate, true);
    t.work.push({ company: w.name, title: w.position, start: d.start, end: d.end });
    const items = w.highlights ?? [];
    t.bullets += items.length;
    out.push(
      `<div class="entry"><div class="head"><span><b>${esc(w.position)}</b>, ${esc(w.name)}</span><span class="when">${esc(d.text)}</span></div>${
        items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>` : ""
      }</div>`,
    );
  }
  out.push(heading(h.education, "education"));
  for (const e of r.education ?? []) {
    const d = period(e.startDate, e.endDate, false);
    const degree = [e.studyType, e.area].filter(Boolean).join(" in ");
    t.education.push({ institution: e.institution, degree, start: d.start, end: d.end });
    out.push(
      `<div class="entry"><div class="head"><span><b>${esc(degree)}</b>, ${esc(e.institution)}</span><span class="when">${esc(d.text)}</span></div></div>`,
    );
  }
  if (r.skills?.length) {
    out.push(heading(h.skills, "skills"));
    for (const g of r.skills) {
      const words = g.keywords ?? [];
      t.skills.push(...words);
      out.push(`<p class="skill"><b>${esc(g.name)}:</b> ${words.map(esc).join(", ")}</p>`);
    }
  }
  return out.join("\n");
}

/** The body's CSS: headings over a rule, heads with dates right, compact bullets. */
const bodyCss = `
h2 { font-size: 12pt; margin: 12px 0 4px; padding-bottom: 2px; border-bottom: 1px solid #999; text-transform: none; }
.entry { margin: 0 0 6px; break-inside: avoid; }
.head { display: flex; justify-content: space-between; gap: 12px; }
.when { white-space: nowrap; }
ul { margin: 2px 0 0; padding-left: 1.2em; }
li { margin: 0; }
.profile, .skill { margin: 0 0 3px; }
`;

/** A whole page: paper size, margin and the design's CSS around the body's. */
export function page(size: string, margin: string, css: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Resume</title><style>
@page { size: ${size}; margin: ${margin}; }
* { box-sizing: border-box; }
body { margin: 0; font: 10pt/1.35 "DejaVu Sans", sans-serif; color: #222; }
p { margin: 0; }
${bodyCss}
${css}
</style></head><body>${body}</body></html>`;
}

/** The first profile on a network, as printed (the address without its scheme). */
export function profileText(r: Resume, host: string): string | undefined {
  return r.basics.profiles?.find((p) => p.url?.includes(host))?.url?.replace(/^https?:\/\/(www\.)?/, "");
}
