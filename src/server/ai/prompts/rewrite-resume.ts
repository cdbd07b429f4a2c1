import type { TermMatch } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { allSkills } from "../../../shared/skill-groups.ts";
import type { TailoringPlan } from "../evidence/tailoring-plan.ts";
import { asksForShortResume, SHORT_ENTRY_BULLETS, SHORT_SUMMARY_SENTENCES } from "../length-wish.ts";
import type { ResumeTarget } from "../writer.ts";
import { UNTRUSTED_RULE, untrusted } from "./untrusted-text.ts";

// The prompt behind "enhance" and "tailor". The model only sees and returns the free-text
// fields (ResumeRewrite); the facts around them (employer, title, dates, degree) are shown as
// read-only context. The grounding check after the writer still verifies every field.

export const REWRITE_RESUME_SYSTEM = `You are an expert resume writer. You improve the wording of a resume and tailor it to a target role or job posting.

Rules:
- You may reword, reorder and emphasise what the resume already says. Use strong verbs, concise sentences and the vocabulary of the target where it honestly fits.
- Never invent anything: no new employers, job titles, dates, degrees, schools, certificates, numbers, percentages, amounts, tools or skills. Every fact in your output must already be in the resume; the one exception is the allowed posting terms listed under "Requirements", which the resume shows under another name.
- The desired role and the job posting's title are what the candidate aims at, not titles they hold: call the candidate only by job titles their experience shows (never "Data analyst with 5 years of experience" for someone who wants to become one).
- Keep every row's "id" exactly as given. Leave a row out to keep its text unchanged.
- "skills" must contain only skills from the resume's skills list, plus the allowed posting terms listed under "Requirements" (if any), with the most relevant to the target first.
- Follow each line under "Requirements": keep "literal" terms visible, write a "supported" skill's posting term only next to the evidence quoted for it, and never write a "missing" term anywhere.
- The summary: rewrite it (do not prefix the old one) in 2 to 4 sentences: the title the candidate holds and their seniority, the strongest requirements the resume supports, one result with its real number from the resume, without first-person pronouns or filler ("results-driven", "team player"). Keep names' own casing (iOS, eBay, .NET).
- Write plain text: no markdown, no bold, no headings. Put one achievement per line in responsibilities, achievements and descriptions, without bullet characters.
- Write in the same language as the resume.
- ${UNTRUSTED_RULE}

Answer with one JSON object and nothing else, exactly of this shape:
{"summary": string, "skills": string[], "experiences": [{"id": number, "responsibilities": string}], "projects": [{"id": number, "description": string}], "educations": [{"id": number, "achievements": string}], "certificates": [{"id": number, "description": string}]}`;

/** What the model reads of the resume: the rewritable text and, read-only, the facts around it. */
export function resumeForPrompt(resume: ResumeDocument) {
  return {
    // The person's own line under their name; the desired role is the target named above the
    // resume, never shown among its facts (decision 032).
    headline: resume.headline ?? "",
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

/** `plan` is the posting's analysis and the resume's evidence for it (evidence/tailoring-plan.ts). */
export function rewriteResumePrompt(
  resume: ResumeDocument,
  target: ResumeTarget,
  plan?: TailoringPlan,
): string {
  const role = target.desiredRole.trim() || target.job?.title.trim() || "";
  const parts = [
    role
      ? `Tailor this resume to the role: ${role}. It is the role the candidate aims at, not a title they hold.`
      : "Enhance this resume: clearer, stronger wording for the role it already shows.",
  ];
  if (target.job) {
    const heading = [target.job.title, target.job.company].filter((value) => value.trim()).join(" at ");
    parts.push(
      `The job posting${heading ? ` (${heading})` : ""} follows. Emphasise what the resume already has that it asks for; do not add what the resume lacks.`,
      untrusted("job_posting", target.job.description, 8_000),
    );
  }
  if (plan?.analysis && plan.matches.length) parts.push(requirementsBlock(plan));
  if (target.mentionYears === false && resume.years_experience === null) {
    parts.push("Do not state a number of years of experience: the user asked not to.");
  }
  if (target.instructions.trim()) {
    parts.push("The user's preferences:", untrusted("instructions", target.instructions, 2_000));
  }
  if (asksForShortResume(target.instructions)) {
    // Said plainly too, so the model and the offline writer shorten a resume the same way.
    parts.push(
      `The user wants a short resume (one page): write the summary in at most ${SHORT_SUMMARY_SENTENCES} sentences and keep at most ${SHORT_ENTRY_BULLETS} lines in each responsibilities, description and achievements field, the most relevant to the target; leave lines out rather than merging them.`,
    );
  }
  parts.push(
    "The resume (JSON; only summary, skills (their order, plus any allowed posting term), responsibilities, descriptions and achievements may change):",
    JSON.stringify(resumeForPrompt(resume), null, 1),
    "Answer with the JSON object only.",
  );
  return parts.join("\n\n");
}

// The posting's requirements as structure (issue 13 §5): each term with its importance and what
// the resume shows for it, and the terms the model may add. Terms and evidence come from the
// analysis and the resume (user text), so each is put on one line and cut to a bound.
const MAX_REQUIREMENTS = 60;
const MAX_TERM_CHARS = 80;
const MAX_EVIDENCE_CHARS = 200;
const MAX_BLOCK_CHARS = 8_000;

/** The "Requirements" block: every term's state, and the posting terms allowed into "skills". */
export function requirementsBlock(plan: TailoringPlan): string {
  const lines = ["Requirements the job posting names, with what the resume shows for each:"];
  const shown = new Set<string>();
  let length = lines[0]?.length ?? 0;
  for (const match of plan.matches.slice(0, MAX_REQUIREMENTS)) {
    const line = `- ${quoted(match.term, MAX_TERM_CHARS)} (${match.importance}): ${stateLine(match)}`;
    if (length + line.length > MAX_BLOCK_CHARS) break;
    length += line.length + 1;
    lines.push(line);
    shown.add(match.term);
  }
  // A term is allowed only with its evidence in view, so the model knows where it belongs.
  const allowed = plan.grounded
    .filter((match) => shown.has(match.term))
    .map((match) => quoted(match.term, MAX_TERM_CHARS));
  lines.push(
    "",
    allowed.length
      ? `Posting terms you may add to "skills" (the resume gives ground for them; add no other skill): ${allowed.join(", ")}.`
      : `No posting term may be added to "skills": use only the resume's own skills.`,
  );
  return lines.join("\n");
}

function stateLine(match: TermMatch): string {
  const term = quoted(match.term, MAX_TERM_CHARS);
  const via = quoted(match.via, MAX_TERM_CHARS);
  const evidence = quoted(match.evidence, MAX_EVIDENCE_CHARS);
  if (match.state === "literal") return "literal. The resume says it: keep it visible.";
  if (match.state === "missing") return "missing. The resume gives no ground: never write it.";
  if (match.kind === "skill") {
    return `supported. The resume shows it as ${via} in: ${evidence}; you may write the posting's term ${term} next to that evidence or in the skills list.`;
  }
  // A qualification met another way (a master's for a bachelor's): keep the person's own words.
  return `supported. The resume meets it with ${via} in: ${evidence}; keep that visible, in the resume's own words.`;
}

/** A value on one line, within `max` characters, between double quotes it cannot close. */
function quoted(value: string, max: number): string {
  const line = value.replace(/\s+/g, " ").replace(/"/g, "'").trim();
  return `"${line.length > max ? `${line.slice(0, max)}…` : line}"`;
}
