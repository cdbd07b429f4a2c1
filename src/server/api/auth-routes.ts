import { Hono } from "hono";
import type { Auth } from "../auth/auth.ts";

// Better Auth owns everything under /api/auth (sign-in methods, sessions, 2FA, linking).
export function authRoutes(auth: Auth) {
  return new Hono().all("/*", (c) => auth.handler(c.req.raw));
}
