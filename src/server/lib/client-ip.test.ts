import { describe, expect, it } from "vitest";
import { rateLimitAddress, resolveClientIp } from "./client-ip.ts";

describe("resolveClientIp", () => {
  const resolve = (forwardedFor: string | undefined, trustedHops = 1, socketAddress = "192.0.2.9") =>
    resolveClientIp({ forwardedFor, trustedHops, socketAddress });

  it("takes the entry our proxy appended (the rightmost), not what the client wrote", () => {
    expect(resolve("6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(resolve("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts TRUST_PROXY_HOPS from the right", () => {
    expect(resolve("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  });

  it("falls back to the socket address without a usable entry", () => {
    expect(resolve(undefined)).toBe("192.0.2.9");
    expect(resolve("")).toBe("192.0.2.9");
    expect(resolve("6.6.6.6, not-an-ip")).toBe("192.0.2.9");
    expect(resolve("203.0.113.7", 2)).toBe("192.0.2.9"); // fewer entries than proxies
    expect(resolveClientIp({ forwardedFor: "x", trustedHops: 1, socketAddress: undefined })).toBeUndefined();
  });
});

describe("rateLimitAddress", () => {
  it("keeps IPv4 and unwraps IPv4-mapped IPv6", () => {
    expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 by /64", () => {
    const network = "2001:0db8:0001:0002:0000:0000:0000:0000";
    expect(rateLimitAddress("2001:db8:1:2::1")).toBe(network);
    expect(rateLimitAddress("2001:DB8:1:2:ffff:1:2:3")).toBe(network);
    expect(rateLimitAddress("2001:db8:1:3::1")).not.toBe(network);
    expect(rateLimitAddress("::1")).toBe("0000:0000:0000:0000:0000:0000:0000:0000");
    expect(rateLimitAddress("2001:db8:1:2::1.2.3.4")).toBe(network);
  });
});
