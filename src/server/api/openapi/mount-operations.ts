import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sessionOnly } from "../../auth/read-api-key.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { enforceUserLimit } from "../../modules/limits/user-rate-limits.ts";
import type { RouteDependencies } from "../route-dependencies.ts";
import { apiOperations } from "./operations.ts";

// The signed-in /api routes built from the operation table (operation.ts): each operation's
// access rule and rate limit on its route, and the routes declared with a `handle`. Called in
// app.ts after the session check, before the route modules, so both run before any handler.

/**
 * Puts each operation's declared guards on its route: a session-only route refuses API keys
 * first (a refused key counts on no limit), then the per-user limit counts the call.
 */
export function guardOperations(app: Hono<AppBindings>, { db, env }: Pick<RouteDependencies, "db" | "env">) {
  for (const { method, path, access, limit } of apiOperations) {
    if (access === "session-only") app.on(method.toUpperCase(), path, sessionOnly());
    if (!limit) continue;
    app.on(method.toUpperCase(), path, async (c, next) => {
      await enforceUserLimit({ db, env, kind: limit, userId: c.get("user").id });
      await next();
    });
  }
}

/** The routes whose handler is in the table: checked body in, JSON with the declared status out. */
export function mountOperations(app: Hono<AppBindings>, deps: RouteDependencies) {
  for (const { method, path, body: schema, answer, handle } of apiOperations) {
    if (!handle) continue;
    app.on(method.toUpperCase(), path, async (c) => {
      const body =
        schema && "safeParse" in schema ? validatePayload(schema, await readJson(c.req)) : undefined;
      const userId = c.get("user").id;
      const result = await handle({
        deps,
        userId,
        body,
        query: c.req.query(),
        cookie: (name) => getCookie(c, name),
        setHeader: (name, value) => c.header(name, value),
        signal: c.req.raw.signal,
      });
      if (result instanceof Response) return result;
      return c.json(result, answer.status as ContentfulStatusCode);
    });
  }
}
