import type { MiddlewareHandler } from "hono";

/**
 * API answers are personal (a user's resumes, their session) or change at any time: no cache,
 * shared or private, may keep them. A route that wants caching says so itself (a photo under
 * its versioned URL), and that header stays.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  };
}
