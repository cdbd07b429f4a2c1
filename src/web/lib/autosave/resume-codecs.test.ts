import { describe, expect, it } from "vitest";
import { UNSAFE_LINK_MESSAGE } from "../../../shared/resume";
import {
  entityCodecFor,
  languagesCodec,
  resumeCodecFor,
  skillGroupDraft,
  skillsCodec,
  yearsCodec,
} from "./resume-codecs";

describe("field codecs", () => {
  it("reads years as a whole number, empty as not given", () => {
    expect(yearsCodec.toPayload("")).toBeNull();
    expect(yearsCodec.toPayload(" 12 ")).toBe(12);
    expect(yearsCodec.validate(yearsCodec.toPayload("1.5"))).toMatch(/whole number/);
    expect(yearsCodec.validate(yearsCodec.toPayload("81"))).toMatch(/0 to 80/);
    expect(yearsCodec.fromServer(null)).toBe("");
    expect(yearsCodec.fromServer(3)).toBe("3");
  });

  it("stores each group's chips, and the skill still being typed, as the spec's list", () => {
    expect(
      skillsCodec.toPayload([
        { name: " Languages ", keywords: ["SQL", "Go"], typing: "Rust, go" },
        { name: "", keywords: ["Teamwork"], typing: "" },
        { name: " ", keywords: [], typing: " " },
      ]),
    ).toEqual([
      { name: "Languages", keywords: ["SQL", "Go", "Rust"] },
      { name: "", keywords: ["Teamwork"] },
    ]);
    expect(skillsCodec.fromServer([{ name: "Tools", keywords: ["SQL", "Go"] }])).toEqual([
      { name: "Tools", keywords: ["SQL", "Go"], typing: "" },
    ]);
    // An empty list still shows one group to type into.
    expect(skillsCodec.fromServer([])).toEqual([{ name: "", keywords: [], typing: "" }]);
    expect(
      skillsCodec.validate(skillsCodec.toPayload(Array(21).fill({ name: "x", keywords: ["y"], typing: "" }))),
    ).toBe("Use at most 20 skill groups.");
  });

  it("holds a typed skill over the group's limit back with the schema's message", () => {
    const full = Array.from({ length: 60 }, (_, at) => `Skill ${at}`);
    expect(
      skillsCodec.validate(skillsCodec.toPayload([{ name: "", keywords: full, typing: "Triage" }])),
    ).toBe("A skill group holds at most 60 skills.");
  });

  it("reads a group kept from before chips (comma-separated text) as chips", () => {
    expect(skillGroupDraft({ name: "Tools", skills: "SQL, Go" })).toEqual({
      name: "Tools",
      keywords: ["SQL", "Go"],
      typing: "",
    });
    expect(skillsCodec.toPayload([{ name: "", skills: "Epic; Triage" }])).toEqual([
      { name: "", keywords: ["Epic", "Triage"] },
    ]);
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
    const start = experience("start_date");
    expect(start.validate(start.toPayload("13/2020"))).toBe(
      "Write a month and year, such as Aug 2021, 08/2021 or 2021-08, or the year alone, such as 2021.",
    );
    expect(start.validate(start.toPayload("03/2020"))).toBeNull();
    expect(start.validate(start.toPayload(""))).toBeNull();
    expect(experience("still_working").fromServer(undefined)).toBe(false);
    expect(entityCodecFor("projects")("url").validate("javascript:alert(1)")).toBe(UNSAFE_LINK_MESSAGE);
  });
});

describe("dates typed the way people write them", () => {
  it("sends the stored form of a typed date and holds back what is no date", () => {
    const start = entityCodecFor("educations")("end_date");
    expect(start.toPayload("Aug 2011")).toBe("08/2011");
    expect(start.toPayload(" 2015 ")).toBe("2015");
    expect(start.validate(start.toPayload("2015"))).toBeNull();
    expect(start.toPayload("Agu 2011")).toBe("Agu 2011");
    expect(start.validate(start.toPayload("Agu 2011"))).toMatch(/^Write a month and year/);
    expect(entityCodecFor("certificates")("date_issued").toPayload("2011-08")).toBe("08/2011");
  });

  it("reads the dates of extra sections' entries too", () => {
    const sections = resumeCodecFor("sections");
    const award = (date: string) => [
      {
        type: "awards",
        title: "",
        entries: [{ title: "Prize", subtitle: "", start_date: date, end_date: "", url: "", description: "" }],
      },
    ];
    const payload = sections.toPayload(award("March 2019")) as { entries: { start_date: string }[] }[];
    expect(payload[0]?.entries[0]?.start_date).toBe("03/2019");
    expect(sections.validate(payload)).toBeNull();
    expect(sections.validate(sections.toPayload(award("2019-13")))).toMatch(/^Write a month and year/);
  });
});
