import { describe, expect, it } from "vitest";
import { DATE_FORMAT_EXAMPLES, dateFormats, displayDate } from "./date-display.ts";

describe("date display", () => {
  it("prints a month and year in each format, 'Aug 2019' when none is chosen", () => {
    expect(displayDate("08/2019")).toBe("Aug 2019");
    expect(displayDate("08/2019", "month-name")).toBe("Aug 2019");
    expect(displayDate("08/2019", "month-number")).toBe("08/2019");
    expect(displayDate("08/2019", "year-month")).toBe("2019-08");
    expect(displayDate("12/1999", "month-name")).toBe("Dec 1999");
    expect(displayDate("01/2024", "year-month")).toBe("2024-01");
  });

  it("keeps a year alone a year, and nothing nothing, in every format", () => {
    for (const format of dateFormats) {
      expect(displayDate("2015", format)).toBe("2015");
      expect(displayDate("", format)).toBe("");
      expect(displayDate("  ", format)).toBe("");
    }
  });

  it("prints text that is no stored date as it is, never an invented month", () => {
    expect(displayDate("Summer 2019", "year-month")).toBe("Summer 2019");
    expect(displayDate("13/2019", "month-name")).toBe("13/2019");
  });

  it("shows each choice as the date it prints", () => {
    for (const format of dateFormats)
      expect(displayDate("08/2019", format)).toBe(DATE_FORMAT_EXAMPLES[format]);
  });
});
