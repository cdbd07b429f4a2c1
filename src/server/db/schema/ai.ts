import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AtsComparison, GroundingFlag } from "../../../shared/ai.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { blankText, createdAt, ownerId, updatedAt } from "./columns.ts";
import { job } from "./job.ts";
import { resume } from "./resume.ts";

// The AI issue's tables: the Tailored revisions of a resume, and one row per AI generation so
// a credit is spent once and a crashed generation can be refunded. Saved job postings: job.ts.

/**
 * A Tailored revision: what the writer produced from a snapshot of the Original. `source` is
 * that snapshot (so the diff stays true after the Original changes); `document` is the
 * revision, changed afterwards only by its owner's own edits (`edited`).
 */
export const resumeRevision = pgTable(
  "resume_revision",
  {
    id: serial("id").primaryKey(),
    resumeId: integer("resume_id")
      .notNull()
      .references(() => resume.id, { onDelete: "cascade" }),
    userId: ownerId(),
    jobId: integer("job_id").references(() => job.id, { onDelete: "set null" }),
    desiredRole: blankText("desired_role"),
    /** What the user calls it: by default the job and company it targets, else the role; renamable. */
    name: blankText("name"),
    instructions: blankText("instructions"),
    /** The writer's display name, e.g. "Offline writer" or "gpt-4o-mini". */
    writer: text("writer").notNull(),
    source: jsonb("source").$type<ResumeDocument>().notNull(),
    document: jsonb("document").$type<ResumeDocument>().notNull(),
    score: jsonb("score").$type<AtsComparison | null>(),
    flags: jsonb("flags").$type<GroundingFlag[]>().notNull().default([]),
    edited: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("resume_revision_resume_id_idx").on(table.resumeId),
    index("resume_revision_user_id_idx").on(table.userId),
  ],
);

/**
 * One AI generation (a tailored revision or a cover-letter text). Its credit is taken when it
 * starts and given back if it fails; `running` rows older than the time bound belong to a
 * process that died and are refunded.
 */
export const aiGeneration = pgTable(
  "ai_generation",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    kind: text("kind").notNull(),
    resumeId: integer("resume_id"),
    coverLetterId: integer("cover_letter_id"),
    status: text("status").notNull().default("running"),
    /** Whether a credit was taken (false when billing is off or on a subscription). */
    charged: boolean("charged").notNull().default(false),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("ai_generation_user_status_idx").on(table.userId, table.status)],
);

/** Fixed-window counters for our own rate limits (AI, free tool, contact), shared by instances. */
export const apiRateLimit = pgTable("api_rate_limit", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
