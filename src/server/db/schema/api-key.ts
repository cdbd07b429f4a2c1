import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ownerId } from "./columns.ts";

/**
 * A personal API key (docs/decisions/027-openapi-and-api-keys.md). The key itself is shown once
 * and never stored: `key_hash` is its SHA-256, `prefix` its first characters for the list.
 * A revoked key keeps its row (revoked_at) so the list can say when it stopped working.
 */
export const apiKey = pgTable(
  "api_key",
  {
    id: serial("id").primaryKey(),
    userId: ownerId(),
    name: text("name").notNull(),
    /** `read` or `read-write` (shared/contracts/api-keys.ts). */
    scope: text("scope").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("api_key_user_id_idx").on(table.userId)],
);
