import { index, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
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
