import { z } from "zod";
import { LONG, MAX_POSTING, MAX_ROWS, monthYear, SHORT, safeLink, short } from "./field-formats.ts";
import { extraSections, skillGroups } from "./resume-extras.ts";
import { type RowType, rowTypes } from "./resume-sections.ts";

export { isSafeLink, UNSAFE_LINK_MESSAGE } from "./field-formats.ts";

// The resume document of spec §3, in the API's snake_case. One schema serves the API, the
// wizard, import/export and (later) the PDF and the AI.

/** Texts one cover letter keeps (each generation or edit adds one). */
export const MAX_LETTER_TEXTS = 50;

const long = z.string().max(LONG, `Use at most ${LONG} characters.`);

const languageRow = z.object({ language: short, level: short });
const linkRow = z.object({ label: short, link: safeLink });
export type LanguageRow = z.infer<typeof languageRow>;
export type LinkRow = z.infer<typeof linkRow>;

/** Spec §5: a new row may be added only when every existing row is complete. */
export function canAddLanguage(rows: LanguageRow[]): boolean {
  return rows.every((row) => row.language.trim() && row.level.trim());
}
export function canAddLink(rows: LinkRow[]): boolean {
  return rows.every((row) => row.label.trim() && row.link.trim());
}
/** Spec §5: cleaned lists exclude rows with missing values. */
export function cleanLanguages(rows: LanguageRow[]): LanguageRow[] {
  return rows.filter((row) => row.language.trim() && row.level.trim());
}
export function cleanLinks(rows: LinkRow[]): LinkRow[] {
  return rows.filter((row) => row.label.trim() && row.link.trim());
}

/** The resume's own fields that the wizard edits (PATCH /api/cv/update sends any subset). */
export const resumeFields = z.object({
  name: short.min(1, "Give the resume a name."),
  full_name: short,
  /**
   * The line printed under the name (decision 032). The user's own words: empty prints the latest
   * held job title. Never filled from desired_role, which is a tailoring target, not a fact.
   */
  headline: short,
  /** The role the user is aiming for: the tailoring target, never printed as a held title. */
  desired_role: short,
  years_experience: z.number().int().min(0).max(80).nullable(),
  hobbies: long,
  email: z.union([z.literal(""), z.email("Enter a valid email address.").max(SHORT)]),
  phone: short,
  address: short,
  summary: long,
  skills: skillGroups,
  /** Awards, publications, volunteering, references, interests and the user's own sections. */
  sections: extraSections,
  languages: z.array(languageRow).max(MAX_ROWS),
  links: z.array(linkRow).max(MAX_ROWS),
  job_posting: long,
  user_instructions: long,
  free_generated: z.boolean(),
});
export type ResumeFields = z.infer<typeof resumeFields>;

export const experienceFields = z.object({
  company: short,
  role: short,
  start_date: monthYear,
  end_date: monthYear,
  still_working: z.boolean(),
  company_address: short,
  responsibilities: long,
});
export const educationFields = z.object({
  institution_name: short,
  degree: short,
  field_of_study: short,
  start_date: monthYear,
  end_date: monthYear,
  achievements: long,
});
export const projectFields = z.object({
  name: short,
  url: safeLink,
  description: long,
  technologies: short,
  start_date: monthYear,
  end_date: monthYear,
  organization: short,
});
export const certificateFields = z.object({
  name: short,
  issuing_institution: short,
  date_issued: monthYear,
  description: long,
});
export const coverLetterFields = z.object({
  name: short.min(1, "Give the cover letter a name."),
  resume_id: z.number().int().positive().nullable(),
  content: z.array(long).max(MAX_LETTER_TEXTS, `A cover letter keeps at most ${MAX_LETTER_TEXTS} texts.`),
  // What the letter is written for (docs/api.md "AI writing"); the job's fields are copied in.
  job_id: z.number().int().positive().nullable(),
  job_title: short,
  company: short,
  job_description: z
    .string()
    .max(MAX_POSTING, `Use at most ${MAX_POSTING.toLocaleString("en-US")} characters.`),
  instructions: long,
});

/** How a generated cover letter sounds (POST /api/cover-letter/generate `tone`). */
const LETTER_TONES = ["formal", "warm", "direct"] as const;
export type LetterTone = (typeof LETTER_TONES)[number];
export const letterTone = z.enum(LETTER_TONES, "Choose a tone: formal, warm or direct.");

/** The child lists of a resume, by the `type` the /api/entity payloads carry. */
export const resumeEntityFields = {
  experiences: experienceFields,
  educations: educationFields,
  projects: projectFields,
  certificates: certificateFields,
} as const satisfies Record<RowType, z.ZodObject>;
export type ResumeEntityType = keyof typeof resumeEntityFields;
/** What /api/entity serves: a resume's child rows, and the user's cover letters. */
export const entityTypes = [...rowTypes, "cover_letters"] as const;
export type EntityType = (typeof entityTypes)[number];

const row = { id: z.number().int(), order: z.number().int() };
const experienceRow = experienceFields.extend(row);
const educationRow = educationFields.extend(row);
const projectRow = projectFields.extend(row);
const certificateRow = certificateFields.extend(row);
export type ExperienceRow = z.infer<typeof experienceRow>;

/** The assembled read model: what GET /api/cv/item answers and what every view renders. */
export const resumeDocument = resumeFields.extend({
  id: z.number().int(),
  user_id: z.string(),
  order: z.number().int(),
  image_name: z.string().nullable(),
  file_generated: z.boolean(),
  updated_at: z.string(),
  experiences: z.array(experienceRow),
  educations: z.array(educationRow),
  projects: z.array(projectRow),
  certificates: z.array(certificateRow),
});
export type ResumeDocument = z.infer<typeof resumeDocument>;

// In their own zod-free file, so public pages can count the steps without shipping zod.
export { type WizardStep, wizardSteps } from "./wizard-steps.ts";

/** Spec §2: the route's id is a number, and 0 when missing or not numeric. */
export function parseResumeId(value: string | null | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 0;
  return Number(value);
}
