import type { ResumeDocument } from "../../../shared/resume.ts";
import { sectionTitle } from "../../../shared/resume-extras.ts";
import { readLines } from "../offline/bullet-lines.ts";

// A resume as the lines a recruiter reads, each with where it sits, so an evidence line can be
// shown to the user and a tailored term put next to its evidence. The desired role is left
// out on purpose: it is what the person aims at, not something they have done.

type LinePlace =
  | { kind: "skills"; group: number }
  | { kind: "field"; path: string }
  | { kind: "heading"; path: string };

export interface ResumeLine {
  text: string;
  place: LinePlace;
  /**
   * What the line says about the person, when that is less than what it shows: a job's heading
   * shows "Cloud Engineer, Amazon Web Services", but the employer's name is not a skill of theirs.
   */
  claims?: string;
}

export function resumeLines(document: ResumeDocument): ResumeLine[] {
  const lines: ResumeLine[] = [];
  const field = (path: string, text: string) => {
    for (const line of readLines(text)) lines.push({ text: line.text, place: { kind: "field", path } });
  };
  const heading = (path: string, ...parts: string[]) => {
    const text = parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(", ");
    if (text) lines.push({ text, place: { kind: "heading", path } });
  };
  /** A heading of what the person holds (a title, a degree) at a named place (employer, school). */
  const ownHeading = (path: string, own: string[], places: string[]) => {
    heading(path, ...own, ...places);
    const line = lines[lines.length - 1];
    if (line?.place.kind === "heading" && line.place.path === path)
      line.claims = own
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", ");
  };
  field("summary", document.summary);
  document.skills.forEach((group, i) => {
    const text = [group.name, group.keywords.join(", ")].filter((part) => part.trim()).join(": ");
    if (text) lines.push({ text, place: { kind: "skills", group: i } });
  });
  for (const row of document.experiences) {
    ownHeading(`experiences.${row.id}`, [row.role], [row.company, row.company_address]);
    field(`experiences.${row.id}.responsibilities`, row.responsibilities);
  }
  for (const row of document.educations) {
    ownHeading(`educations.${row.id}`, [row.degree, row.field_of_study], [row.institution_name]);
    field(`educations.${row.id}.achievements`, row.achievements);
  }
  for (const row of document.projects) {
    heading(`projects.${row.id}`, row.name, row.organization);
    heading(`projects.${row.id}.technologies`, row.technologies);
    field(`projects.${row.id}.description`, row.description);
  }
  for (const row of document.certificates) {
    heading(`certificates.${row.id}`, row.name, row.issuing_institution);
    field(`certificates.${row.id}.description`, row.description);
  }
  // What the person did and won is evidence; what a referee says of them is not their claim.
  document.sections.forEach((section, s) => {
    if (section.type === "references") return;
    // The section's own heading says something too ("Publications", "Volunteering").
    heading(`sections.${s}`, sectionTitle(section));
    section.entries.forEach((entry, e) => {
      heading(`sections.${s}.${e}`, entry.title, entry.subtitle);
      field(`sections.${s}.${e}.description`, entry.description);
    });
  });
  const languages = document.languages
    .map((row) => [row.language, row.level].filter(Boolean).join(" "))
    .join(", ");
  heading("languages", languages);
  field("hobbies", document.hobbies);
  return lines;
}
