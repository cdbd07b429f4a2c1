import type { ImportReport } from "../../../shared/import-report.ts";
import type { JsonResume } from "./json-resume/json-resume.ts";
import { isOngoing, toMonthYear } from "./json-resume/json-resume-values.ts";

// The "what came in" half of the import report: entries per section of the file.

const size = (list: unknown) => (Array.isArray(list) ? list.length : 0);

export function countJsonResume(resume: JsonResume, report: ImportReport): void {
  const skills = resume.skills ?? [];
  const counts: Record<string, number> = {
    work: size(resume.work),
    volunteer: size(resume.volunteer),
    education: size(resume.education),
    projects: size(resume.projects),
    certificates: size(resume.certificates),
    awards: size(resume.awards),
    // A group "Frontend: React, Vue" holds two skills; a group without keywords is one skill.
    skills: skills.reduce((sum, skill) => sum + (size(skill.keywords) || (skill.name ? 1 : 0)), 0),
    skillGroups: skills.filter((skill) => skill.name && size(skill.keywords) > 0).length,
    languages: size(resume.languages),
    interests: size(resume.interests),
    publications: size(resume.publications),
    references: size(resume.references),
    profiles: size(resume.basics?.profiles),
  };
  report.counts = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  const dates = unreadableDates(resume);
  if (dates) {
    report.leftOut.push({
      field: "dates",
      count: dates,
      reason: "left out (not a date: use YYYY-MM or a year alone)",
    });
  }
}

const DATE_KEYS = ["startDate", "endDate", "date", "releaseDate"];

/** Dates the document cannot hold: words ("last spring"), not "Present" (ongoing) or a bare year. */
function unreadableDates(resume: JsonResume): number {
  let count = 0;
  for (const rows of Object.values(resume)) {
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[]) {
      for (const key of DATE_KEYS) {
        const value = row?.[key];
        if (typeof value === "string" && value.trim() && !isOngoing(value) && !toMonthYear(value)) count++;
      }
    }
  }
  return count;
}
