import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// The public-site issue's tables: contact messages and the payment events already applied.

/** Spec §3 "Feedback": the contact form and the thank-you page's box. */
export const feedback = pgTable("feedback", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe event ids already applied, so a redelivered event changes nothing. */
export const paymentEvent = pgTable("payment_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
