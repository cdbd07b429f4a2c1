import type { ApiKey, ApiKeyScope } from "../../../shared/contracts/api-keys.ts";
import type { apiKey } from "../../db/schema/index.ts";

export const API_KEY_NOT_FOUND = "This API key was not found.";

/** How many active keys one account may hold: far above real use, a bound on the table. */
export const MAX_API_KEYS = 20;

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
