import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import type { RateLimitRule } from "../db/rate-limit-counters.ts";
import { AppError } from "../lib/app-error.ts";
import type { Auth } from "./auth.ts";
import { readApiKey } from "./read-api-key.ts";
import { createSessionReader } from "./read-session.ts";

/**
 * Auth is checked once for the API boundary; routes read c.get("user"). A request with an
 * Authorization header is a personal API key's (auth/read-api-key.ts); otherwise the session
 * cookie's.
 */
export function requireSession(auth: Auth, db: Database, apiKeyLimit: RateLimitRule): MiddlewareHandler {
  const readSession = createSessionReader(auth, db);
  return async (c, next) => {
    const user = (await readApiKey(c, db, apiKeyLimit)) ?? (await readSession(c));
    if (!user) throw new AppError("unauthorized", "Please sign in to save and access your CV.");
    c.set("user", user);
    await next();
  };
}
