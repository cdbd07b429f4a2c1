import type { ImportReport } from "../../../shared/import-report.ts";
import type { JsonResume } from "../../../shared/json-resume.ts";

// The "what came in" half of the import report: entries per section of the file. JSON Resume
// sections our document does not hold yet are counted as left out, so the user knows.

const NOT_CARRIED = ["publications", "references"] as const;

const size = (list: unknown) => (Array.isArray(list) ? list.length : 0);

export function countJsonResume(resume: JsonResume, file: object, report: ImportReport): void {
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
    profiles: size(resume.basics?.profiles),
  };
  report.counts = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  for (const section of NOT_CARRIED) {
    const count = size((file as Record<string, unknown>)[section]);
    if (count) report.leftOut.push({ field: section, count, reason: "not imported (not in the resume yet)" });
  }
}
