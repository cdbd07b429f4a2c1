import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "../env.ts";

/** Where clientIp() leaves the caller's address for Better Auth and our rate limits to read. */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * Puts the address rate limits key on (Better Auth's and api/rate-limit.ts's) into
 * CLIENT_IP_HEADER, overwriting anything the client sent there.
 */
export function clientIp(env: Env): MiddlewareHandler {
  return async (c, next) => {
    const ip = resolveClientIp({
      forwardedFor: env.TRUST_PROXY ? c.req.header("x-forwarded-for") : undefined,
      trustedHops: env.TRUST_PROXY_HOPS,
      socketAddress: socketAddressOf(c),
    });
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip ? rateLimitAddress(ip) : "unknown");
    await next();
  };
}

/**
 * The client's address. Each proxy appends the address it received the request from to
 * X-Forwarded-For, so only the last `trustedHops` entries were written by our proxies; whatever
 * stands left of them came from the client and can be forged. Without a usable forwarded
 * address (no proxy configured, too few entries, not an IP), the socket's own address.
 */
export function resolveClientIp(options: {
  forwardedFor: string | undefined;
  trustedHops: number;
  socketAddress: string | undefined;
}): string | undefined {
  const entries = (options.forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const forwarded =
    entries.length >= options.trustedHops ? entries[entries.length - options.trustedHops] : undefined;
  if (forwarded && isIP(forwarded)) return forwarded;
  return options.socketAddress && isIP(options.socketAddress) ? options.socketAddress : undefined;
}

/**
 * One key per client: IPv4 (also when written IPv4-mapped, ::ffff:a.b.c.d) as it is, IPv6 by
 * its /64 network, since one subscriber usually holds a whole /64 (Better Auth groups the same
 * way). The result is still a valid IP, so Better Auth accepts it from CLIENT_IP_HEADER.
 */
export function rateLimitAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = expandIPv6(ip);
  const mapped = groups.slice(0, 6).join(":") === "0000:0000:0000:0000:0000:ffff";
  if (mapped)
    return groups
      .slice(6)
      .flatMap((group) => [group.slice(0, 2), group.slice(2)])
      .map((byte) => Number.parseInt(byte, 16))
      .join(".");
  return [...groups.slice(0, 4), "0000", "0000", "0000", "0000"].join(":");
}

/** The eight 4-digit groups of a valid IPv6 address (an IPv4 tail becomes two groups). */
function expandIPv6(ip: string): string[] {
  const [address = ""] = ip.split("%"); // no zone index
  const [head = "", tail] = address.split("::");
  const parts = (text: string) => (text ? text.split(":").flatMap(ipv4AsGroups) : []);
  const left = parts(head);
  const right = parts(tail ?? "");
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().padStart(4, "0"));
}

/** "192.0.2.1" -> ["c000", "0201"]; any other group as it is. */
function ipv4AsGroups(part: string): string[] {
  if (!part.includes(".")) return [part];
  const [a = 0, b = 0, c = 0, d = 0] = part.split(".").map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** The TCP peer's address; undefined for a request handed to the app in-process (tests). */
export function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}
