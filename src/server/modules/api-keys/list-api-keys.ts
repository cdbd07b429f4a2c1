import { and, desc, eq, isNull } from "drizzle-orm";
import type { ApiKey } from "../../../shared/contracts/api-keys.ts";
import type { Database } from "../../db/client.ts";
import { apiKey } from "../../db/schema/index.ts";
import { toApiKey } from "./api-key-row.ts";

/** The user's active keys, newest first (at most MAX_API_KEYS, so no pages). */
export async function listApiKeys({ db, userId }: { db: Database; userId: string }): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
  return rows.map(toApiKey);
}
