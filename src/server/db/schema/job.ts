import { date, index, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { JobStageChange } from "../../../shared/contracts/jobs.ts";
import type { TermCorrections } from "../../../shared/posting-analysis.ts";
import { blankText, createdAt, ownerId, updatedAt } from "./columns.ts";

// Its own file because both resume.ts (cover letters) and ai.ts (revisions) point at it.

/** A saved job posting (DESIGN.md §5 "Jobs"); status is one of `jobStatuses`. */
export const job = pgTable(
  "job",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    title: blankText("title"),
    company: blankText("company"),
    url: blankText("url"),
    description: blankText("description"),
    status: text("status").notNull().default("saved"),
    /**
     * Each stage the job entered and when, oldest first (the tracker's dates, decision 033).
     * On the row rather than a table of its own: it is short, read with the job every time, and
     * written in the same UPDATE as the status.
     */
    statusHistory: jsonb("status_history").$type<JobStageChange[]>().notNull().default([]),
    /** The day the user means to follow up (a calendar day, no time zone); null: none set. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    notes: blankText("notes"),
    /** The user's corrections to the posting's analysis (shared/posting-analysis.ts). */
    termCorrections: jsonb("term_corrections")
      .$type<TermCorrections>()
      .notNull()
      .default({ removed: [], required: [], added: [] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("job_user_id_idx").on(table.userId)],
);
