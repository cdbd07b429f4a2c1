import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../auth/auth.ts";
import type { Env } from "../env.ts";

// Rate limits key on the client's address. A client-sent X-Forwarded-For is trusted only
// behind a proxy (TRUST_PROXY); otherwise the socket address is used, so it cannot be forged.
export function clientIp(env: Env): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    let ip = env.TRUST_PROXY ? forwarded : undefined;
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined; // in-process requests (tests) have no socket
      }
    }
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip ?? "unknown");
    await next();
  };
}
