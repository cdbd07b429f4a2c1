import { describe, expect, it } from "vitest";
import {
  geoLocation,
  linkedinDate,
  linkedinList,
  proficiency,
  splitDescription,
  typedList,
} from "./linkedin-values.ts";

describe("LinkedIn dates", () => {
  it.each([
    ["Mar 2019", "2019-03"],
    ["March 2019", "2019-03"],
    ["2019", "2019"],
    ["Mar 15, 2019", "2019-03-15"],
    ["15 Mar 2019", "2019-03-15"],
    ["Sep 1, 2022", "2022-09-01"],
    ["2019-03", "2019-03"],
    ["2019-03-15", "2019-03-15"],
    ["03/2019", "2019-03"],
    ["3/15/2019", "2019-03-15"],
  ])("%s -> %s", (raw, date) => {
    expect(linkedinDate(raw)).toBe(date);
  });

  it("reads an empty date or Present as no date (an ongoing job)", () => {
    expect(linkedinDate("")).toBeUndefined();
    expect(linkedinDate(undefined)).toBeUndefined();
    expect(linkedinDate("Present")).toBeUndefined();
  });

  it("tells a value that is not a date apart from a missing one", () => {
    for (const raw of ["Spring 2019", "Mar 32, 2019", "13/2019", "soon", "Mar 19"])
      expect(linkedinDate(raw)).toBeNull();
  });
});

describe("LinkedIn descriptions", () => {
  it("makes bullet lines highlights and the rest the summary", () => {
    const text =
      "Led the ranking team.\nOwned search.\n• Cut latency 40%\n- Hired 4 people\n–  Shipped v2\n\n-5% churn is a line";
    expect(splitDescription(text)).toEqual({
      summary: "Led the ranking team.\nOwned search.\n-5% churn is a line",
      highlights: ["Cut latency 40%", "Hired 4 people", "Shipped v2"],
    });
  });

  it("gives no summary when every line is a bullet", () => {
    expect(splitDescription("• One\n• Two")).toEqual({ highlights: ["One", "Two"] });
    expect(splitDescription(undefined)).toEqual({ highlights: [] });
  });
});

describe("LinkedIn lists", () => {
  it("reads the bracketed TYPE:url websites, commas inside a URL included", () => {
    expect(
      typedList("[PERSONAL:https://x.example.com,COMPANY:https://y.example/a,b,OTHER:github.com/me]"),
    ).toEqual([
      { type: "PERSONAL", value: "https://x.example.com" },
      { type: "COMPANY", value: "https://y.example/a,b" },
      { type: "OTHER", value: "github.com/me" },
    ]);
  });

  it("reads a bare URL, an empty list and an upper-case scheme", () => {
    expect(typedList("https://me.example.com")).toEqual([{ type: "OTHER", value: "https://me.example.com" }]);
    expect(typedList("[]")).toEqual([]);
    expect(typedList("HTTPS://ME.EXAMPLE.COM")).toEqual([{ type: "OTHER", value: "HTTPS://ME.EXAMPLE.COM" }]);
  });

  it("splits Twitter handles", () => {
    expect(linkedinList("[jdoe, @other]")).toEqual(["jdoe", "@other"]);
    expect(linkedinList("")).toEqual([]);
  });

  it("makes LinkedIn's enum proficiencies readable and keeps worded ones", () => {
    expect(proficiency("NATIVE_OR_BILINGUAL")).toBe("Native or bilingual");
    expect(proficiency("Professional working proficiency")).toBe("Professional working proficiency");
  });
});

describe("LinkedIn places", () => {
  it("reads city, region and country", () => {
    expect(geoLocation("Seattle, Washington, United States")).toEqual({
      city: "Seattle",
      region: "Washington",
      countryCode: "US",
    });
    expect(geoLocation("London, Greater London, United Kingdom")).toEqual({
      city: "London",
      region: "Greater London",
      countryCode: "GB",
    });
    expect(geoLocation("Kraków, Poland")).toEqual({ city: "Kraków", countryCode: "PL" });
    expect(geoLocation("Greater Seattle Area")).toEqual({ city: "Greater Seattle Area" });
    expect(geoLocation("Austin, TX")).toEqual({ city: "Austin", region: "TX" });
    expect(geoLocation("")).toEqual({});
  });
});
