import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import { enforceRateLimit, type RateLimitRule } from "../db/rate-limit-counters.ts";
import { AppError } from "../lib/app-error.ts";
import type { AppBindings } from "../lib/bindings.ts";
import type { SessionUser } from "../lib/session-user.ts";
import { verifyApiKey } from "./verify-api-key.ts";

// Personal API keys on /api (docs/decisions/027-openapi-and-api-keys.md): `Authorization:
// Bearer <key>` instead of the session cookie. A header that is there decides: a bad key is a
// 401 even when a session cookie is sent too, so a script never acts as someone by accident.

const NOT_BEARER = "Send the API key as Authorization: Bearer <key>.";
const UNKNOWN_KEY = "This API key is not valid or has been revoked. Create a new one on the Account page.";
const READ_ONLY = "This API key can only read (GET). Use a read-write key, or sign in, to change anything.";
const TOO_FAST = "This API key is making requests too quickly. Please wait a moment and try again.";
const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * The user of a request that carries an Authorization header, or undefined without one. Each
 * key has its own rate limit; a `read` key is refused every method that can change data.
 */
export async function readApiKey(
  c: Context,
  db: Database,
  limit: RateLimitRule,
): Promise<SessionUser | undefined> {
  const user = await readKeyHolder(c, db, limit);
  if (user?.apiKey?.scope === "read" && !READ_METHODS.has(c.req.method))
    throw new AppError("forbidden", READ_ONLY);
  return user;
}

/**
 * The key's user (counted by its rate limit), its scope not yet checked: /api checks it by
 * method (above), /mcp by tool (src/server/mcp/tool-access.ts), as every MCP call is a POST.
 */
export async function readKeyHolder(
  c: Context,
  db: Database,
  limit: RateLimitRule,
): Promise<SessionUser | undefined> {
  const header = c.req.header("authorization");
  if (header === undefined) return undefined;
  const space = header.indexOf(" ");
  const scheme = header.slice(0, space).toLowerCase();
  const key = header.slice(space + 1).trim();
  if (space < 1 || scheme !== "bearer" || !key) throw new AppError("unauthorized", NOT_BEARER);
  const user = await verifyApiKey(db, key);
  if (!user?.apiKey) throw new AppError("unauthorized", UNKNOWN_KEY);
  await enforceRateLimit(db, `api-key:${user.apiKey.id}`, { ...limit, message: TOO_FAST });
  return user;
}

/**
 * For routes a key must never reach (managing keys, exporting or deleting the account): a
 * leaked key can then read and edit resumes, but not lock the owner out or take everything.
 */
export function sessionOnly(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (c.get("user").apiKey)
      throw new AppError(
        "forbidden",
        "API keys cannot manage keys or the account. Sign in on the website to do this.",
      );
    await next();
  };
}
