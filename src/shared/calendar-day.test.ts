import { describe, expect, it } from "vitest";
import { daysBetween, isCalendarDay, localDay } from "./calendar-day.ts";

describe("calendar days", () => {
  it("accepts a YYYY-MM-DD day that exists and nothing else", () => {
    for (const day of ["2026-06-30", "2024-02-29", "1999-12-31"]) expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      "2026-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-6-30",
      "30/06/2026",
      "",
      "2026-06-30T00:00",
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it("counts whole days between two days, across a month and a DST change", () => {
    expect(daysBetween("2026-03-28", "2026-04-02")).toBe(5);
    expect(daysBetween("2026-06-02", "2026-05-30")).toBe(-3);
  });

  it("names the local day of a moment", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
