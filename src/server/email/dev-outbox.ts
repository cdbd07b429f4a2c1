import type { Env } from "../env.ts";
import type { Mailer } from "./mailer.ts";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether /dev/outbox is served: only for the outbox mailer (no SMTP_URL), outside production,
 * and only when the app's public address is this machine. A server reachable by others under
 * its own name never lists everyone's sign-in links, even if NODE_ENV was left unset.
 */
export function showsDevOutbox(env: Env, mailer: Mailer): boolean {
  if (mailer.kind !== "outbox" || env.NODE_ENV === "production") return false;
  return LOOPBACK_HOSTS.has(new URL(env.APP_URL).hostname);
}
