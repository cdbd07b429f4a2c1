import { createHash } from "node:crypto";
import type { ApiKey, ApiKeyScope } from "../../../shared/contracts/api-keys.ts";
import type { apiKey } from "../../db/schema/index.ts";

export const API_KEY_NOT_FOUND = "This API key was not found.";

/** How many active keys one account may hold: far above real use, a bound on the table. */
export const MAX_API_KEYS = 20;

/**
 * The stored form of a key. A key carries 256 random bits, so a plain SHA-256 cannot be
 * reversed or guessed (no salt or slow hash needed, unlike a password), and it is one indexed
 * lookup per request (docs/decisions/027-openapi-and-api-keys.md).
 */
export function hashApiKey(key: string) {
  return createHash("sha256").update(key).digest("hex");
}

export function toApiKey(row: typeof apiKey.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiKeyScope,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
