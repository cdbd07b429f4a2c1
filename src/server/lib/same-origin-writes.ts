import type { MiddlewareHandler } from "hono";
import type { Env } from "../env.ts";
import { AppError } from "./app-error.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

// Cookie sessions make cross-site writes the threat: a browser always sends Origin on
// POST/PATCH/DELETE, so a foreign Origin (or a cross-site fetch) is refused.
export function sameOriginWrites(env: Env): MiddlewareHandler {
  const allowed = new URL(env.APP_URL).origin;
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header("origin");
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if ((origin && origin !== allowed) || (!origin && crossSite)) {
        throw new AppError("forbidden", "This request came from another site and was refused.");
      }
    }
    await next();
  };
}
