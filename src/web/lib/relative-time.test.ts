import { describe, expect, it } from "vitest";
import { exactTime, relativeTime } from "./relative-time.ts";

const now = Date.parse("2026-03-10T12:00:00Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("relativeTime", () => {
  it("says 'just now' under a minute and for a time slightly in the future", () => {
    expect(relativeTime(ago(0), now)).toBe("just now");
    expect(relativeTime(ago(59), now)).toBe("just now");
    expect(relativeTime(ago(-90), now)).toBe("just now");
  });

  it("uses the largest whole unit, rounded down", () => {
    expect(relativeTime(ago(60), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * 60 + 59), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(2 * 3600 + 10), now)).toBe("2 hours ago");
    expect(relativeTime(ago(86_400 + 3600), now)).toBe("yesterday");
    expect(relativeTime(ago(3 * 86_400), now)).toBe("3 days ago");
    expect(relativeTime(ago(15 * 86_400), now)).toBe("2 weeks ago");
    expect(relativeTime(ago(65 * 86_400), now)).toBe("2 months ago");
    expect(relativeTime(ago(400 * 86_400), now)).toBe("last year");
  });

  it("answers empty for an unreadable time instead of 'NaN'", () => {
    expect(relativeTime("not a date", now)).toBe("");
    expect(exactTime("not a date")).toBe("");
  });
});

describe("exactTime", () => {
  it("shows date and time", () => {
    expect(exactTime("2026-03-04T14:05:00Z")).toMatch(/^Mar \d, 2026, \d{1,2}:05\s?[AP]M$/);
  });
});
