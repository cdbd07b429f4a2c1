import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, ownerId } from "./columns.ts";

// The public-site issue's tables: contact messages and the payment events already applied.

/** Spec §3 "Feedback": the contact form and the thank-you page's box. */
export const feedback = pgTable("feedback", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Stripe event ids already applied, so a redelivered event changes nothing. */
export const paymentEvent = pgTable("payment_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A one-time purchase credited from a checkout, by its payment intent, so a later refund or
 * dispute of that payment (charge.refunded, charge.dispute.created) takes back what it gave.
 */
export const stripePurchase = pgTable(
  "stripe_purchase",
  {
    paymentIntentId: text("payment_intent_id").primaryKey(),
    userId: ownerId(),
    product: text("product").notNull(),
    cvs: integer("cvs").notNull(),
    generations: integer("generations").notNull(),
    // When the payment was refunded or disputed and its credits taken back (once).
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("stripe_purchase_user_id_idx").on(table.userId)],
);
