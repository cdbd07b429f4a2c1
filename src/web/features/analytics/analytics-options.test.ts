import { describe, expect, it } from "vitest";
import {
  analyticsOptions,
  consentDelayMs,
  fullPath,
  pageviewPath,
  scrubEvent,
  scrubUrl,
} from "./analytics-options.ts";

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

describe("analytics keep no tokens", () => {
  const resetLanding = "/auth?view=update_password&token=SECRET-TOKEN";

  it("report /auth pages without their query: the reset link's token stays out", () => {
    expect(
      pageviewPath({ pathname: "/auth", search: "?view=update_password&token=SECRET-TOKEN", hash: "" }),
    ).toBe("/auth");
    expect(pageviewPath({ pathname: "/auth/finish", search: "?next=%2Fapp", hash: "#x" })).toBe(
      "/auth/finish",
    );
    expect(pageviewPath({ pathname: "/blog/a", search: "?page=2", hash: "#faq" })).toBe("/blog/a?page=2#faq");
  });

  it("scrub absolute and relative URLs of /auth pages", () => {
    expect(scrubUrl(`https://cv.example.com${resetLanding}#top`)).toBe("https://cv.example.com/auth");
    expect(scrubUrl(resetLanding)).toBe("/auth");
    expect(scrubUrl("https://cv.example.com/pricing?plan=pro")).toBe(
      "https://cv.example.com/pricing?plan=pro",
    );
    expect(scrubUrl("https://cv.example.com/authors?x=1")).toBe("https://cv.example.com/authors?x=1");
  });

  it("scrub every URL an event carries before it is sent (set in the options)", () => {
    const url = `https://cv.example.com${resetLanding}`;
    const event = {
      uuid: "1",
      event: "$pageview",
      properties: {
        $current_url: url,
        $referrer: url,
        $session_entry_url: url,
        path: resetLanding,
        other: 1,
      },
      $set: { $current_url: url },
      $set_once: { $initial_current_url: url, $initial_referrer: url },
    };
    const sent = JSON.stringify(scrubEvent(event as never));
    expect(sent).not.toContain("SECRET-TOKEN");
    expect(sent).toContain('"other":1');
    expect(analyticsOptions("https://eu.i.posthog.com").before_send).toBe(scrubEvent);
  });
});
