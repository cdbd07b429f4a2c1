import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import { type Env, isLoopbackUrl } from "../env.ts";
import { socketAddressOf } from "../lib/client-ip.ts";
import type { Mailer } from "./mailer.ts";

/**
 * Whether /dev/outbox is served: only for the outbox mailer (no SMTP_URL), outside production,
 * and only when the app's public address is this machine. A server reachable by others under
 * its own name never lists everyone's sign-in links, even if NODE_ENV was left unset.
 */
export function showsDevOutbox(env: Env, mailer: Mailer): boolean {
  if (mailer.kind !== "outbox" || env.NODE_ENV === "production") return false;
  return isLoopbackUrl(env.APP_URL);
}

/**
 * Whether the request comes from this machine, by the socket's own address (never a header a
 * client can write). HOST may open the server to the network; the outbox stays for the
 * developer at the machine. A request handed to the app in-process (tests) has no socket and
 * comes from this process itself.
 */
export function fromThisMachine(c: Context): boolean {
  if (c.env?.incoming === undefined) return true;
  const address = socketAddressOf(c);
  return address !== undefined && isLoopbackAddress(address);
}

// 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1).
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}
