import { and, eq, isNull } from "drizzle-orm";
import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { apiKey } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { API_KEY_NOT_FOUND } from "./api-key-row.ts";

/**
 * Stops one of the user's keys working at once (the next request with it is a 401). 404 when
 * the key is another user's, unknown or already revoked.
 */
export async function revokeApiKey({ db, userId, id }: OwnedRowRequest) {
  const revoked = await db
    .update(apiKey)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKey.id, id), eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .returning({ id: apiKey.id });
  if (revoked.length === 0) throw new AppError("not_found", API_KEY_NOT_FOUND);
}
