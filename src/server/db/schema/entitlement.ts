import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// What a user may still do. Counters are decremented on the server, atomically, and only
// for work that succeeded; the browser's copy is for display.
export const entitlement = pgTable("entitlement", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  plan: text("plan").notNull().default("free"),
  cvLeft: integer("cv_left").notNull(),
  generated: integer("generated").notNull(),
  isPaid: boolean("is_paid").notNull().default(false),
  subscriptionActive: boolean("subscription_active").notNull().default(false),
  partner: boolean("partner").notNull().default(false),
  partnerPlan: text("partner_plan").notNull().default("middle"),
  // Set once, atomically, when the free resume / cover letter are auto-created (spec §1).
  freeResumeCreated: boolean("free_resume_created").notNull().default(false),
  freeCoverLetterCreated: boolean("free_cover_letter_created").notNull().default(false),
  // Stripe's ids for this user, and the time of the newest subscription event applied, so
  // events that arrive late or out of order never undo a newer state.
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  subscriptionEventAt: timestamp("subscription_event_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
