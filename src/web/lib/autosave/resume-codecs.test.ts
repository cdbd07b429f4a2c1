import { describe, expect, it } from "vitest";
import { UNSAFE_LINK_MESSAGE } from "../../../shared/resume";
import { entityCodecFor, languagesCodec, skillsCodec, yearsCodec } from "./resume-codecs";

describe("field codecs", () => {
  it("reads years as a whole number, empty as not given", () => {
    expect(yearsCodec.toPayload("")).toBeNull();
    expect(yearsCodec.toPayload(" 12 ")).toBe(12);
    expect(yearsCodec.validate(yearsCodec.toPayload("1.5"))).toMatch(/whole number/);
    expect(yearsCodec.validate(yearsCodec.toPayload("81"))).toMatch(/0 to 80/);
    expect(yearsCodec.fromServer(null)).toBe("");
    expect(yearsCodec.fromServer(3)).toBe("3");
  });

  it("stores each skill group's text as a list and shows it as text", () => {
    expect(
      skillsCodec.toPayload([
        { name: " Languages ", skills: "SQL, Go,\nRust ," },
        { name: "", skills: "Teamwork" },
        { name: " ", skills: " " },
      ]),
    ).toEqual([
      { name: "Languages", keywords: ["SQL", "Go", "Rust"] },
      { name: "", keywords: ["Teamwork"] },
    ]);
    expect(skillsCodec.fromServer([{ name: "Tools", keywords: ["SQL", "Go"] }])).toEqual([
      { name: "Tools", skills: "SQL, Go" },
    ]);
    // An empty list still shows one group to type into.
    expect(skillsCodec.fromServer([])).toEqual([{ name: "", skills: "" }]);
    expect(skillsCodec.validate(skillsCodec.toPayload(Array(21).fill({ name: "x", skills: "y" })))).toBe(
      "Use at most 20 skill groups.",
    );
  });

  it("saves only complete language rows", () => {
    expect(
      languagesCodec.toPayload([
        { language: "French ", level: "Fluent" },
        { language: "German", level: "" },
      ]),
    ).toEqual([{ language: "French", level: "Fluent" }]);
  });

  it("checks child-row dates and links with the server's rules", () => {
    const experience = entityCodecFor("experiences");
    expect(experience("start_date").validate("13/2020")).toBe("Use the MM/YYYY format, for example 03/2021.");
    expect(experience("start_date").validate("03/2020")).toBeNull();
    expect(experience("start_date").validate("")).toBeNull();
    expect(experience("still_working").fromServer(undefined)).toBe(false);
    expect(entityCodecFor("projects")("url").validate("javascript:alert(1)")).toBe(UNSAFE_LINK_MESSAGE);
  });
});
