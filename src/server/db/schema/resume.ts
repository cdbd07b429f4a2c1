import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LanguageRow, LinkRow } from "../../../shared/resume.ts";
import type { ExtraSection } from "../../../shared/resume-extras.ts";
import type { SkillGroup } from "../../../shared/skill-groups.ts";
import { user } from "./auth.ts";
import { job } from "./job.ts";

// Spec §3: a resume and its ordered child lists. Ids are integers because the routes read
// `/app/resume/{id}` as a number (0 when missing or not numeric). Every row names its owner
// (directly or through its resume) so every query can be scoped to the signed-in user.
const updatedAt = timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const resume = pgTable(
  "resume",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    order: integer("order").notNull().default(0),
    fullName: text("full_name").notNull().default(""),
    imageName: text("image_name"),
    desiredRole: text("desired_role").notNull().default(""),
    yearsExperience: integer("years_experience"),
    hobbies: text("hobbies").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    summary: text("summary").notNull().default(""),
    skills: jsonb("skills").$type<SkillGroup[]>().notNull().default([]),
    sections: jsonb("sections").$type<ExtraSection[]>().notNull().default([]),
    languages: jsonb("languages").$type<LanguageRow[]>().notNull().default([]),
    links: jsonb("links").$type<LinkRow[]>().notNull().default([]),
    jobPosting: text("job_posting").notNull().default(""),
    userInstructions: text("user_instructions").notNull().default(""),
    freeGenerated: boolean("free_generated").notNull().default(false),
    // The resume auto-created for a user who has not paid (spec §1); its name is ours, never shown.
    isFree: boolean("is_free").notNull().default(false),
    fileGenerated: boolean("file_generated").notNull().default(false),
    // Moved in from a guest session when the account's plan had no resume left for it
    // (reassign-user-data.ts): kept and editable, but printed only once a credit unlocks it.
    overPlan: boolean("over_plan").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt,
  },
  (table) => [index("resume_user_id_idx").on(table.userId)],
);

const child = {
  id: serial("id").primaryKey(),
  resumeId: integer("resume_id")
    .notNull()
    .references(() => resume.id, { onDelete: "cascade" }),
  order: integer("order").notNull().default(0),
};

export const experience = pgTable(
  "experience",
  {
    ...child,
    company: text("company").notNull().default(""),
    role: text("role").notNull().default(""),
    startDate: text("start_date").notNull().default(""),
    endDate: text("end_date").notNull().default(""),
    stillWorking: boolean("still_working").notNull().default(false),
    companyAddress: text("company_address").notNull().default(""),
    responsibilities: text("responsibilities").notNull().default(""),
  },
  (table) => [index("experience_resume_id_idx").on(table.resumeId)],
);

export const education = pgTable(
  "education",
  {
    ...child,
    institutionName: text("institution_name").notNull().default(""),
    degree: text("degree").notNull().default(""),
    fieldOfStudy: text("field_of_study").notNull().default(""),
    startDate: text("start_date").notNull().default(""),
    endDate: text("end_date").notNull().default(""),
    achievements: text("achievements").notNull().default(""),
  },
  (table) => [index("education_resume_id_idx").on(table.resumeId)],
);

export const project = pgTable(
  "project",
  {
    ...child,
    name: text("name").notNull().default(""),
    url: text("url").notNull().default(""),
    description: text("description").notNull().default(""),
    technologies: text("technologies").notNull().default(""),
    startDate: text("start_date").notNull().default(""),
    endDate: text("end_date").notNull().default(""),
    organization: text("organization").notNull().default(""),
  },
  (table) => [index("project_resume_id_idx").on(table.resumeId)],
);

export const certificate = pgTable(
  "certificate",
  {
    ...child,
    name: text("name").notNull().default(""),
    issuingInstitution: text("issuing_institution").notNull().default(""),
    dateIssued: text("date_issued").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (table) => [index("certificate_resume_id_idx").on(table.resumeId)],
);

// Spec §3 "Cover letter": a name and the list of generated texts (newest first), with what the
// four create steps collect: the job it targets and the user's instructions.
export const coverLetter = pgTable(
  "cover_letter",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    resumeId: integer("resume_id").references(() => resume.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    content: jsonb("content").$type<string[]>().notNull().default([]),
    jobId: integer("job_id").references(() => job.id, { onDelete: "set null" }),
    jobTitle: text("job_title").notNull().default(""),
    company: text("company").notNull().default(""),
    jobDescription: text("job_description").notNull().default(""),
    instructions: text("instructions").notNull().default(""),
    isFree: boolean("is_free").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt,
  },
  (table) => [index("cover_letter_user_id_idx").on(table.userId)],
);
