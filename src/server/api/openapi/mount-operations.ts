import type { Context, Hono, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sessionOnly } from "../../auth/read-api-key.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { readJson, validatePayload } from "../../lib/validate-payload.ts";
import { enforceUserLimit } from "../../modules/limits/user-rate-limits.ts";
import type { RouteDependencies } from "../route-dependencies.ts";
import { isUpload } from "./operation.ts";
import { apiOperations } from "./operations.ts";
import { isMultipart, readUpload, uploadLimit } from "./read-upload.ts";

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

/**
 * Whether a request is an upload the table declares (a photo, a document to read): it brings its
 * own size limit (read-upload.ts), so app.ts does not hold it to the API's 1 MB for JSON.
 */
export function isDeclaredUpload(c: Context): boolean {
  const method = c.req.method.toLowerCase();
  return (
    isMultipart(c) &&
    apiOperations.some(
      (operation) => operation.method === method && operation.path === c.req.path && isUpload(operation.body),
    )
  );
}

/** The routes whose handler is in the table: checked body in, JSON with the declared status out. */
export function mountOperations(app: Hono<AppBindings>, deps: RouteDependencies) {
  for (const { method, path, body: declared, answer, handle } of apiOperations) {
    if (!handle) continue;
    const upload = isUpload(declared) ? declared : undefined;
    const schema = isUpload(declared) ? undefined : declared;
    const limit: MiddlewareHandler<AppBindings> = upload ? uploadLimit(upload) : (_c, next) => next();
    app.on(method.toUpperCase(), path, limit, async (c) => {
      const { body, file } = upload
        ? await readUpload(c, upload)
        : { body: schema ? validatePayload(schema, await readJson(c.req)) : undefined, file: undefined };
      const user = c.get("user");
      const result = await handle({
        deps,
        userId: user.id,
        user,
        requestId: c.get("requestId"),
        body,
        file,
        header: (name) => c.req.header(name),
        query: c.req.query(),
        cookie: (name) => getCookie(c, name),
        setHeader: (name, value) => c.header(name, value),
        expireCookie: (name, { secure }) => deleteCookie(c, name, { path: "/", secure }),
        signal: c.req.raw.signal,
      });
      if (result instanceof Response) return result;
      return c.json(result, answer.status as ContentfulStatusCode);
    });
  }
}
