import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ApiKeyScope } from "../../shared/contracts/api-keys.ts";
import type { Database } from "../db/client.ts";
import { apiKey, user } from "../db/schema/index.ts";
import type { SessionUser } from "../lib/session-user.ts";

// A personal API key is a way to sign in, so reading one is auth's (read-api-key.ts); creating,
// listing and revoking one are the account's domain (modules/api-keys), which uses the hash below.

/** Keys are base64url after the prefix; anything much longer is not one of ours. */
const MAX_KEY_LENGTH = 200;

/**
 * The stored form of a key. A key carries 256 random bits, so a plain SHA-256 cannot be
 * reversed or guessed (no salt or slow hash needed, unlike a password), and it is one indexed
 * lookup per request (docs/decisions/027-openapi-and-api-keys.md).
 */
export function hashApiKey(key: string) {
  return createHash("sha256").update(key).digest("hex");
}

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
