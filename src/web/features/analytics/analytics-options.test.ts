import { describe, expect, it } from "vitest";
import { analyticsOptions, consentDelayMs, fullPath } from "./analytics-options.ts";

describe("analytics options", () => {
  it("turn automatic page views off and carry the spec §9 settings", () => {
    expect(analyticsOptions("https://eu.i.posthog.com")).toMatchObject({
      api_host: "https://eu.i.posthog.com",
      capture_pageview: false,
      opt_out_capturing_by_default: true,
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      rate_limiting: { events_per_second: 10 },
    });
  });

  it("grant consent after 3 to 5 seconds", () => {
    expect(consentDelayMs(() => 0)).toBe(3000);
    expect(consentDelayMs(() => 0.999999)).toBe(5000);
    for (let i = 0; i < 100; i++) {
      const delay = consentDelayMs();
      expect(delay).toBeGreaterThanOrEqual(3000);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });

  it("report the full path: path, query and fragment", () => {
    expect(fullPath({ pathname: "/blog/a/b", search: "?page=2", hash: "#faq" })).toBe("/blog/a/b?page=2#faq");
  });
});
