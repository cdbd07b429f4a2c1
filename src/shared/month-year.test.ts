import { describe, expect, it } from "vitest";
import {
  endsBeforeStart,
  hasMonth,
  isStoredDate,
  monthNumber,
  normalizeTypedDate,
  readTypedDate,
  spelledDate,
  storedDateParts,
} from "./month-year.ts";

describe("readTypedDate", () => {
  it.each([
    ["Aug 2011", "08/2011"],
    ["August 2011", "08/2011"],
    ["aug. 2011", "08/2011"],
    ["AUG2011", "08/2011"],
    ["Sept 2019", "09/2019"],
    ["September, 2019", "09/2019"],
    ["2011 August", "08/2011"],
    ["08/2011", "08/2011"],
    ["8/2011", "08/2011"],
    ["8-2011", "08/2011"],
    ["08.2011", "08/2011"],
    ["2011-08", "08/2011"],
    ["2011/8", "08/2011"],
    ["082011", "08/2011"],
    ["2011", "2011"],
    ["  12/2020  ", "12/2020"],
    ["Jan 1900", "01/1900"],
    ["Dec 2099", "12/2099"],
  ])("reads %j as %j", (typed, stored) => {
    expect(readTypedDate(typed)).toEqual({ kind: "date", value: stored });
    expect(normalizeTypedDate(typed)).toBe(stored);
  });

  it.each(["Present", "present", "Current", "now"])("reads %j as ongoing", (typed) => {
    expect(readTypedDate(typed)).toEqual({ kind: "present" });
    expect(normalizeTypedDate(typed)).toBeUndefined();
  });

  it("reads an empty box as no date", () => {
    expect(readTypedDate("   ")).toEqual({ kind: "empty" });
    expect(normalizeTypedDate("")).toBe("");
  });

  it.each([
    "13/2011",
    "00/2011",
    "2011-13",
    "2011-00",
    "132011",
    "Agu 2011",
    "May",
    "08",
    "11",
    "Aug 11",
    "8/11",
    "1899",
    "2100",
    "Dec 1899",
    "Jan 2100",
    "1/8/2011",
    "2011-08-15",
    "20118",
    "Aug 2011 Sep",
    "08/2011 or so",
    "2011–2012",
    "٢٠١١",
    "<script>",
    "Aug 2011".repeat(5),
  ])("refuses %j", (typed) => {
    expect(readTypedDate(typed)).toEqual({ kind: "invalid" });
    expect(normalizeTypedDate(typed)).toBeUndefined();
  });

  it("reads a long run of separators at once (no backtracking)", () => {
    const started = performance.now();
    expect(readTypedDate(`${"/ ".repeat(10_000)}x`).kind).toBe("invalid");
    expect(readTypedDate("1".repeat(100_000)).kind).toBe("invalid");
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe("stored dates", () => {
  it("accepts MM/YYYY, YYYY and empty, and nothing else", () => {
    for (const value of ["", "03/2021", "2015"]) expect(isStoredDate(value)).toBe(true);
    for (const value of ["3/2021", "13/2021", "2021-03", "Aug 2021", "1899", "21"]) {
      expect(isStoredDate(value)).toBe(false);
    }
  });

  it("splits a stored date into its year and month", () => {
    expect(storedDateParts("08/2011")).toEqual({ year: 2011, month: 8 });
    expect(storedDateParts("2015")).toEqual({ year: 2015 });
    expect(storedDateParts("Aug 2011")).toBeUndefined();
    expect(hasMonth("08/2011")).toBe(true);
    expect(hasMonth("2015")).toBe(false);
  });

  it("places a year alone at its first or last month, as the caller asks", () => {
    expect(monthNumber("01/2015", "early")).toBe(2015 * 12);
    expect(monthNumber("2015", "early")).toBe(2015 * 12);
    expect(monthNumber("2015", "late")).toBe(2015 * 12 + 11);
    expect(monthNumber("08/2011", "late")).toBe(2011 * 12 + 7);
    expect(monthNumber("", "early")).toBeUndefined();
  });

  it("spells a stored date for people", () => {
    expect(spelledDate("08/2011")).toBe("August 2011");
    expect(spelledDate("2015")).toBe("2015");
    expect(spelledDate("")).toBe("");
  });
});

describe("endsBeforeStart", () => {
  it("notices an end before the start, giving a year alone the benefit of the doubt", () => {
    expect(endsBeforeStart("08/2015", "03/2015")).toBe(true);
    expect(endsBeforeStart("2016", "2015")).toBe(true);
    expect(endsBeforeStart("08/2015", "2015")).toBe(false);
    expect(endsBeforeStart("2015", "01/2015")).toBe(false);
    expect(endsBeforeStart("08/2015", "08/2015")).toBe(false);
    expect(endsBeforeStart("08/2015", "")).toBe(false);
  });
});
