import { afterEach, describe, expect, it } from "vitest";
import { pageUrl } from "./site-url.server.ts";

// The server hands its computed APP_URL to the pages (web-routes.ts, APP_URL_HEADER); the
// request's own Host is the client's to write and must never become a page's address.
describe("pageUrl", () => {
  const saved = process.env.APP_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
  });

  const forged = (appUrl?: string) =>
    new Request("http://evil.example/pricing?x=1", {
      headers: { host: "evil.example", ...(appUrl ? { "x-app-url": appUrl } : {}) },
    });

  it("uses the server's APP_URL, also when the APP_URL variable is unset (the default address)", () => {
    delete process.env.APP_URL;
    expect(pageUrl(forged("http://localhost:3000"), "/pricing")).toBe("http://localhost:3000/pricing");
    expect(pageUrl(forged("http://localhost:3000"))).toBe("http://localhost:3000/pricing");
  });

  it("never falls back to the request's host", () => {
    delete process.env.APP_URL;
    expect(() => pageUrl(forged(), "/pricing")).toThrow(/APP_URL/);
  });
});
