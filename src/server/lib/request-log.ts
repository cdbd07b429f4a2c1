import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger.ts";

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info("request", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

// Path segments that are secrets: the password-reset link carries its token in the path
// (/api/auth/reset-password/<token>). Queries (magic-link and confirmation tokens) are never
// logged at all.
const secretSegments = /^(\/api\/auth\/reset-password\/)[^/]+/;

/** The request path as logs may keep it: tokens replaced by "[redacted]". */
export function loggablePath(path: string): string {
  return path.replace(secretSegments, "$1[redacted]");
}
