import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { resumeRevision } from "./ai.ts";
import { createdAt, ownerId, updatedAt } from "./columns.ts";
import { resume } from "./resume.ts";

// Share links (docs/decisions/028-share-links.md): a resume, or one of its revisions, published
// at /r/{slug} in a design. Unpublishing deletes the row, so a slug that is gone is simply 404.

export const shareLink = pgTable(
  "share_link",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    resumeId: integer("resume_id")
      .notNull()
      .references(() => resume.id, { onDelete: "cascade" }),
    /** Null: the Original, live. Else the revision whose snapshot (below) is shown. */
    revisionId: integer("revision_id").references(() => resumeRevision.id, { onDelete: "cascade" }),
    /** The revision's document as it was published; a later edit of the revision changes nothing. */
    snapshot: jsonb("snapshot").$type<ResumeDocument>(),
    /** Lower-case letters, digits and hyphens; unique across all users. */
    slug: text("slug").notNull().unique(),
    template: text("template").notNull(),
    /** The design's options (accent, font, page size) as the PDF routes take them. */
    props: jsonb("props").$type<Record<string, string>>().notNull().default({}),
    /** scrypt hash (salt:key, hex) of the optional password; null when the link is open. */
    passwordHash: text("password_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    allowIndexing: boolean("allow_indexing").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("share_link_user_id_idx").on(table.userId),
    index("share_link_resume_id_idx").on(table.resumeId),
  ],
);

/** Views and PDF downloads of a link per day (UTC). No visitor data: counts only. */
export const shareLinkDay = pgTable(
  "share_link_day",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => shareLink.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.day] })],
);

/**
 * Who was already counted today, so a reload is not a second view: a 16-hex-digit truncated
 * HMAC of (day, link, kind, client address, user agent) keyed by the server secret. Neither the
 * address nor the agent can be read back; rows older than yesterday are dropped.
 */
export const shareLinkSeen = pgTable(
  "share_link_seen",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => shareLink.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.day, table.visitor] })],
);
