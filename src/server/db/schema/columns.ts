import { text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// Columns several tables declare alike. Functions, not shared instances: each table needs a
// builder of its own.

/** The owning user; the row goes when the account goes. */
export const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
/** Text that is never null: "" until the user writes some. */
export const blankText = (name: string) => text(name).notNull().default("");
