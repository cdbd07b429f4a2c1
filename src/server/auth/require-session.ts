import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import type { Auth } from "./auth.ts";
import { createSessionReader } from "./read-session.ts";

/** Auth is checked once for the API boundary; routes read c.get("user"). */
export function requireSession(auth: Auth, db: Database): MiddlewareHandler {
  const readSession = createSessionReader(auth, db);
  return async (c, next) => {
    const user = await readSession(c);
    if (!user) throw new AppError("unauthorized", "Please sign in to save and access your CV.");
    c.set("user", user);
    await next();
  };
}
