import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// Mail that was not sent over SMTP because none is configured: kept so a person (or a
// test) on a fresh machine can open magic links and read codes at /dev/outbox.
export const outboxMessage = pgTable(
  "outbox_message",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_message_to_idx").on(table.to)],
);
