import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { API_KEY_PREFIX, type ApiKeyScope, type CreatedApiKey } from "../../../shared/contracts/api-keys.ts";
import { hashApiKey } from "../../auth/verify-api-key.ts";
import type { Database } from "../../db/client.ts";
import { apiKey } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { MAX_API_KEYS, toApiKey } from "./api-key-row.ts";

const KEYS_FULL = `You have ${MAX_API_KEYS} API keys, the most one account can hold. Revoke one you no longer use, then create a new one.`;

/** How much of the key the list shows: the prefix and four random characters. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 4;

/**
 * Makes a key for the user and stores only its hash. The answer is the one time the key is
 * seen; 409 when the user already holds MAX_API_KEYS active keys.
 */
export async function createApiKey({
  db,
  userId,
  name,
  scope,
}: {
  db: Database;
  userId: string;
  name: string;
  scope: ApiKeyScope;
}): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    // Concurrent creates of one user count one after the other, so the cap holds exactly.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rows:api_keys:${userId}`}))`);
    const [held] = await tx
      .select({ n: count() })
      .from(apiKey)
      .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)));
    if ((held?.n ?? 0) >= MAX_API_KEYS) throw new AppError("conflict", KEYS_FULL, { reason: "apiKeysFull" });
    const [row] = await tx
      .insert(apiKey)
      .values({ userId, name, scope, keyHash: hashApiKey(key), prefix: key.slice(0, SHOWN_CHARACTERS) })
      .returning();
    if (!row) throw new Error("api key insert returned no row");
    return { api_key: toApiKey(row), key };
  });
}
