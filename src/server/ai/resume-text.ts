import type { ResumeDocument } from "../../shared/resume.ts";

// The user's own words in a resume, for ATS scoring, the grounding check and prompts. Contact
// details (email, phone, links) are left out: they are not claims, and a phone number's digits
// would otherwise "support" numbers a writer made up.

/** A free-text field a writer may rewrite, named by its path ("experiences.12.responsibilities"). */
export interface FieldText {
  path: string;
  text: string;
}

/** Every field a writer may rewrite, with its path: what the grounding check walks. */
export function rewritableFields(document: ResumeDocument): FieldText[] {
  return [
    { path: "summary", text: document.summary },
    ...document.experiences.map((row) => ({
      path: `experiences.${row.id}.responsibilities`,
      text: row.responsibilities,
    })),
    ...document.projects.map((row) => ({ path: `projects.${row.id}.description`, text: row.description })),
    ...document.educations.map((row) => ({
      path: `educations.${row.id}.achievements`,
      text: row.achievements,
    })),
    ...document.certificates.map((row) => ({
      path: `certificates.${row.id}.description`,
      text: row.description,
    })),
  ];
}

/** All user text of a resume, one fact per line. */
export function resumeText(document: ResumeDocument): string {
  const lines: string[] = [
    document.full_name,
    // The person's own headline is a fact; the desired role is a target and never one (decision 032).
    document.headline ?? "",
    document.years_experience === null ? "" : `${document.years_experience} years of experience`,
    document.address,
    document.summary,
    // A group's name is the person's own words too ("Web Development: HTML, CSS").
    ...document.skills.map((group) => [group.name, group.keywords.join(", ")].filter(Boolean).join(": ")),
  ];
  for (const row of document.experiences) {
    lines.push(
      [row.role, row.company, row.company_address].filter(Boolean).join(", "),
      [row.start_date, row.still_working ? "present" : row.end_date].filter(Boolean).join(" - "),
      row.responsibilities,
    );
  }
  for (const row of document.educations) {
    lines.push(
      [row.degree, row.field_of_study, row.institution_name].filter(Boolean).join(", "),
      [row.start_date, row.end_date].filter(Boolean).join(" - "),
      row.achievements,
    );
  }
  for (const row of document.projects) {
    lines.push(
      [row.name, row.organization].filter(Boolean).join(", "),
      row.technologies,
      [row.start_date, row.end_date].filter(Boolean).join(" - "),
      row.description,
    );
  }
  for (const row of document.certificates) {
    lines.push(
      [row.name, row.issuing_institution, row.date_issued].filter(Boolean).join(", "),
      row.description,
    );
  }
  // What the person did and won is evidence; what a referee says of them is not their own claim.
  for (const section of document.sections.filter((item) => item.type !== "references")) {
    for (const entry of section.entries) {
      lines.push(
        [entry.title, entry.subtitle].filter(Boolean).join(", "),
        [entry.start_date, entry.end_date].filter(Boolean).join(" - "),
        entry.description,
      );
    }
  }
  lines.push(document.languages.map((row) => `${row.language} (${row.level})`).join(", "), document.hobbies);
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}
