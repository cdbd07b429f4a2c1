import { and, eq, isNull, sql } from "drizzle-orm";
import type { ApiKeyScope } from "../../../shared/contracts/api-keys.ts";
import type { Database } from "../../db/client.ts";
import { apiKey, user } from "../../db/schema/index.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { hashApiKey } from "./api-key-row.ts";

/** Keys are base64url after the prefix; anything much longer is not one of ours. */
const MAX_KEY_LENGTH = 200;

/**
 * The user a key acts for, or null when the key is unknown or revoked. Marks the key used:
 * `last_used_at` moves at most once a minute, so a busy script does not write on every request.
 */
export async function verifyApiKey(db: Database, key: string): Promise<SessionUser | null> {
  if (key.length > MAX_KEY_LENGTH) return null;
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      isAnonymous: user.isAnonymous,
      keyId: apiKey.id,
      scope: apiKey.scope,
      createdAt: apiKey.createdAt,
      lastUsedAt: apiKey.lastUsedAt,
    })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.userId))
    .where(and(eq(apiKey.keyHash, hashApiKey(key)), isNull(apiKey.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(apiKey).set({ lastUsedAt: sql`now()` }).where(eq(apiKey.id, row.keyId));
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    isAnonymous: Boolean(row.isAnonymous),
    // A key is no sign-in: actions that need a recent one are refused to keys anyway.
    sessionCreatedAt: row.createdAt,
    apiKey: { id: row.keyId, scope: row.scope as ApiKeyScope },
  };
}
