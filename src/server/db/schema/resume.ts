import {
  boolean,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  text,
} from "drizzle-orm/pg-core";
import type { LanguageRow, LinkRow } from "../../../shared/resume.ts";
import type { ExtraSection } from "../../../shared/resume-extras.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import type { SkillGroup } from "../../../shared/skill-groups.ts";
import { blankText, createdAt, ownerId, updatedAt } from "./columns.ts";
import { job } from "./job.ts";

// Spec §3: a resume and its ordered child lists. Ids are integers because the routes read
// `/app/resume/{id}` as a number (0 when missing or not numeric). Every row names its owner
// (directly or through its resume) so every query can be scoped to the signed-in user.

export const resume = pgTable(
  "resume",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    name: text("name").notNull(),
    order: integer("order").notNull().default(0),
    fullName: blankText("full_name"),
    imageName: text("image_name"),
    // Printed under the name (decision 032); desired_role is the tailoring target, never printed.
    headline: blankText("headline"),
    desiredRole: blankText("desired_role"),
    yearsExperience: integer("years_experience"),
    hobbies: blankText("hobbies"),
    email: blankText("email"),
    phone: blankText("phone"),
    address: blankText("address"),
    summary: blankText("summary"),
    skills: jsonb("skills").$type<SkillGroup[]>().notNull().default([]),
    sections: jsonb("sections").$type<ExtraSection[]>().notNull().default([]),
    languages: jsonb("languages").$type<LanguageRow[]>().notNull().default([]),
    links: jsonb("links").$type<LinkRow[]>().notNull().default([]),
    jobPosting: blankText("job_posting"),
    userInstructions: blankText("user_instructions"),
    freeGenerated: boolean("free_generated").notNull().default(false),
    // The resume auto-created for a user who has not paid (spec §1); its name is ours, never shown.
    isFree: boolean("is_free").notNull().default(false),
    fileGenerated: boolean("file_generated").notNull().default(false),
    // Moved in from a guest session when the account's plan had no resume left for it
    // (reassign-user-data.ts): kept and editable, but printed only once a credit unlocks it.
    overPlan: boolean("over_plan").notNull().default(false),
    // Section order and visibility, margins, spacing and type (shared/resume-layout.ts): null
    // means the design's own throughout. Read back through readStoredLayout.
    layout: jsonb("layout").$type<ResumeLayout>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("resume_user_id_idx").on(table.userId)],
);

/**
 * One of a resume's ordered lists (experience, education, …): its rows go with the resume and are
 * read by resume, hence the index. Fresh columns per table: each table needs builders of its own.
 */
function resumeList<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
) {
  return pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      resumeId: integer("resume_id")
        .notNull()
        .references(() => resume.id, { onDelete: "cascade" }),
      order: integer("order").notNull().default(0),
      ...columns,
    },
    (table) => [index(`${name}_resume_id_idx`).on(table.resumeId)],
  );
}

export const experience = resumeList("experience", {
  company: blankText("company"),
  role: blankText("role"),
  startDate: blankText("start_date"),
  endDate: blankText("end_date"),
  stillWorking: boolean("still_working").notNull().default(false),
  companyAddress: blankText("company_address"),
  responsibilities: blankText("responsibilities"),
});

export const education = resumeList("education", {
  institutionName: blankText("institution_name"),
  degree: blankText("degree"),
  fieldOfStudy: blankText("field_of_study"),
  startDate: blankText("start_date"),
  endDate: blankText("end_date"),
  achievements: blankText("achievements"),
});

export const project = resumeList("project", {
  name: blankText("name"),
  url: blankText("url"),
  description: blankText("description"),
  technologies: blankText("technologies"),
  startDate: blankText("start_date"),
  endDate: blankText("end_date"),
  organization: blankText("organization"),
});

export const certificate = resumeList("certificate", {
  name: blankText("name"),
  issuingInstitution: blankText("issuing_institution"),
  dateIssued: blankText("date_issued"),
  description: blankText("description"),
});

// Spec §3 "Cover letter": a name and the list of generated texts (newest first), with what the
// four create steps collect: the job it targets and the user's instructions.
export const coverLetter = pgTable(
  "cover_letter",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    resumeId: integer("resume_id").references(() => resume.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    content: jsonb("content").$type<string[]>().notNull().default([]),
    jobId: integer("job_id").references(() => job.id, { onDelete: "set null" }),
    jobTitle: blankText("job_title"),
    company: blankText("company"),
    jobDescription: blankText("job_description"),
    instructions: blankText("instructions"),
    isFree: boolean("is_free").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("cover_letter_user_id_idx").on(table.userId)],
);
