import { Hono } from "hono";
import type { Auth } from "../auth/auth.ts";
import { dropStaleSessionCookie } from "../auth/drop-stale-session-cookie.ts";
import { refuseNonObjectBody } from "../auth/refuse-non-object-body.ts";

// Better Auth owns everything under /api/auth (sign-in methods, sessions, 2FA, linking).
export function authRoutes(auth: Auth) {
  return new Hono().all(
    "/*",
    async (c) =>
      (await refuseNonObjectBody(c.req.raw)) ?? auth.handler(await dropStaleSessionCookie(auth, c.req.raw)),
  );
}
