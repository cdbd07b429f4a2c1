import { describe, expect, it } from "vitest";
import { isUsOrCanadianAddress, pageSizeForAddress, printPageSize } from "./page-size.ts";

describe("page size by address", () => {
  it.each([
    "Austin, TX",
    "Austin, TX 78701",
    "1200 Congress Ave, Austin, TX 78701-1234",
    "Austin, Texas",
    "Austin, Texas, USA",
    "Brooklyn, New York",
    "Springfield, IL, 62704",
    "Washington, D.C.",
    "Portland, Oregon (remote)",
    "Denver, CO\nUnited States",
    "Somewhere, U.S.A.",
    "Toronto, ON",
    "Toronto, ON M5V 2T6",
    "Toronto, Ontario, Canada",
    "Montréal, Québec",
    "Halifax, Nova Scotia",
    "Vancouver BC V6B1A1",
    "Calgary, Canada",
    "Atlanta, Georgia 30301",
  ])("Letter for %s", (address) => {
    expect(pageSizeForAddress(address)).toBe("Letter");
  });

  it.each([
    "",
    "Leeds, UK",
    "London, United Kingdom",
    "Paris, France",
    "75001 Paris",
    "10115 Berlin, Germany",
    "Perth, WA, Australia",
    "Sydney NSW 2000",
    "Mumbai, India",
    "Ciudad de México, Mexico",
    "Tbilisi, Georgia",
    "Dublin, Ireland",
    "Remote",
  ])("A4 for %j", (address) => {
    expect(pageSizeForAddress(address)).toBe("A4");
  });

  it("does not take a word for a state's code", () => {
    // "IN" and "OR" are codes of Indiana and Oregon, but only as the address's region.
    expect(isUsOrCanadianAddress("Work in or near Lisbon, Portugal")).toBe(false);
    expect(isUsOrCanadianAddress("Indianapolis, IN")).toBe(true);
  });

  it("reads a long or odd address in one pass without failing", () => {
    expect(pageSizeForAddress(`${"(".repeat(5000)}Austin, TX`)).toBe("A4");
    expect(pageSizeForAddress(`${"a, ".repeat(5000)}Austin, TX`)).toBe("A4");
  });
});

describe("the page size a resume prints on", () => {
  it("is the one asked for, else the user's, else the address's", () => {
    expect(printPageSize("A4", "Letter", "Austin, TX")).toBe("A4");
    expect(printPageSize(undefined, "A4", "Austin, TX")).toBe("A4");
    expect(printPageSize(undefined, null, "Austin, TX")).toBe("Letter");
    expect(printPageSize(undefined, undefined, "Leeds, UK")).toBe("A4");
  });
});
