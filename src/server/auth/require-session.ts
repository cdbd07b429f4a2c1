import type { MiddlewareHandler } from "hono";
import { AppError } from "../lib/app-error.ts";
import type { Auth } from "./auth.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean;
};

/** Auth is checked once for the API boundary; routes read c.get("user"). */
export function requireSession(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("unauthorized", "Please sign in to save and access your CV.");
    const { id, email, name, isAnonymous } = session.user;
    c.set("user", { id, email, name, isAnonymous: Boolean(isAnonymous) });
    await next();
  };
}
