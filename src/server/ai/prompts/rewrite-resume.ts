import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import type { ResumeTarget } from "../writer.ts";
import { UNTRUSTED_RULE, untrusted } from "./untrusted-text.ts";

// The prompt behind "enhance" and "tailor". The model only sees and returns the free-text
// fields (ResumeRewrite); the facts around them (employer, title, dates, degree) are shown as
// read-only context. The grounding check after the writer still verifies every field.

export const REWRITE_RESUME_SYSTEM = `You are an expert resume writer. You improve the wording of a resume and tailor it to a target role or job posting.

Rules:
- You may reword, reorder and emphasise what the resume already says. Use strong verbs, concise sentences and the vocabulary of the target where it honestly fits.
- Never invent anything: no new employers, job titles, dates, degrees, schools, certificates, numbers, percentages, amounts, tools or skills. Every fact in your output must already be in the resume.
- The desired role and the job posting's title are what the candidate aims at, not titles they hold: call the candidate only by job titles their experience shows (never "Data analyst with 5 years of experience" for someone who wants to become one).
- Keep every row's "id" exactly as given. Leave a row out to keep its text unchanged.
- "skills" must contain only skills from the resume's skills list, reordered with the most relevant to the target first.
- Write plain text: no markdown, no bold, no headings. Put one achievement per line in responsibilities, achievements and descriptions, without bullet characters.
- Write in the same language as the resume.
- ${UNTRUSTED_RULE}

Answer with one JSON object and nothing else, exactly of this shape:
{"summary": string, "skills": string[], "experiences": [{"id": number, "responsibilities": string}], "projects": [{"id": number, "description": string}], "educations": [{"id": number, "achievements": string}], "certificates": [{"id": number, "description": string}]}`;

/** What the model reads of the resume: the rewritable text and, read-only, the facts around it. */
export function resumeForPrompt(resume: ResumeDocument) {
  return {
    desired_role: resume.desired_role,
    years_experience: resume.years_experience,
    summary: resume.summary,
    skills: allSkills(resume.skills),
    experiences: resume.experiences.map((row) => ({
      id: row.id,
      role: row.role,
      company: row.company,
      dates: dates(row.start_date, row.still_working ? "present" : row.end_date),
      responsibilities: row.responsibilities,
    })),
    projects: resume.projects.map((row) => ({
      id: row.id,
      name: row.name,
      technologies: row.technologies,
      description: row.description,
    })),
    educations: resume.educations.map((row) => ({
      id: row.id,
      degree: row.degree,
      field_of_study: row.field_of_study,
      institution: row.institution_name,
      dates: dates(row.start_date, row.end_date),
      achievements: row.achievements,
    })),
    certificates: resume.certificates.map((row) => ({
      id: row.id,
      name: row.name,
      issuer: row.issuing_institution,
      description: row.description,
    })),
  };
}

function dates(start: string, end: string): string {
  return [start, end].filter(Boolean).join(" – ");
}

export function rewriteResumePrompt(resume: ResumeDocument, target: ResumeTarget): string {
  const role = target.desiredRole.trim() || target.job?.title.trim() || "";
  const parts = [
    role
      ? `Tailor this resume to the role: ${role}.`
      : "Enhance this resume: clearer, stronger wording for the role it already shows.",
  ];
  if (target.job) {
    const heading = [target.job.title, target.job.company].filter((value) => value.trim()).join(" at ");
    parts.push(
      `The job posting${heading ? ` (${heading})` : ""} follows. Emphasise what the resume already has that it asks for; do not add what the resume lacks.`,
      untrusted("job_posting", target.job.description, 8_000),
    );
  }
  if (target.instructions.trim()) {
    parts.push("The user's preferences:", untrusted("instructions", target.instructions, 2_000));
  }
  parts.push(
    "The resume (JSON; only summary, skills order, responsibilities, descriptions and achievements may change):",
    JSON.stringify(resumeForPrompt(resume), null, 1),
    "Answer with the JSON object only.",
  );
  return parts.join("\n\n");
}
