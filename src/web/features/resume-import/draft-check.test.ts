import { describe, expect, it } from "vitest";
import { SHORT } from "../../../shared/field-formats.ts";
import { draftProblem } from "./draft-check.ts";

const long = "x".repeat(SHORT + 1);

describe("draftProblem", () => {
  it("takes a draft within the bounds", () => {
    expect(draftProblem({ basics: { name: "Ada" }, work: [{ name: "Acme", highlights: ["Led"] }] })).toBe(
      undefined,
    );
  });

  it("names a value past its bound in the review's words, with its field's path", () => {
    expect(draftProblem({ basics: { email: long } })).toEqual({
      path: "basics.email",
      message: "Email: Use at most 200 characters.",
    });
    expect(draftProblem({ basics: {}, work: [{}, { name: long }] })).toEqual({
      path: "work[1].name",
      message: "Job 2, Company: Use at most 200 characters.",
    });
    expect(draftProblem({ basics: { profiles: [{ network: long }] } })).toEqual({
      path: "basics.profiles[0].network",
      message: "Link 1, Site: Use at most 200 characters.",
    });
  });

  it("names the field of a line past its bound: the lines are one control", () => {
    expect(draftProblem({ basics: {}, skills: [{ keywords: ["SQL", long] }] })).toEqual({
      path: "skills[0].keywords",
      message: "Skill group 1, Skills, one per line: Use at most 200 characters.",
    });
  });
});
