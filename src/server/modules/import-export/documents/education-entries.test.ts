import { describe, expect, it } from "vitest";
import { readEducation } from "./education-entries.ts";
import type { SourceLine } from "./source-lines.ts";

// A school's head: the school after "at" or "from", a grade printed without a label. (The school
// under a degree-only head and a school's dropped place are in entry-heads.test.ts.) Every line
// here is made up for the rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });

describe("the school in brackets after what was studied", () => {
  it("reads the bracket as the school, and keeps a school's own bracket with it", () => {
    const [studied, city] = readEducation([
      line("Graduated as M.Sc. Digital Media (Lakeview University)", {
        parts: ["Graduated as M.Sc. Digital Media (Lakeview University)", "2015 / 07"],
      }),
      line("Port Elm University of Technology (Łódź)", {
        parts: ["Port Elm University of Technology (Łódź)", "2012"],
      }),
    ]).entries;
    expect(studied?.institution).toBe("Lakeview University");
    expect(city?.institution).toBe("Port Elm University of Technology (Łódź)");
  });
});

describe("the school after at or from", () => {
  it("splits Degree in Field at School", () => {
    const [school] = readEducation([
      line("Bachelor of Arts in Economics at Lakeview University", {
        parts: ["Bachelor of Arts in Economics at Lakeview University", "2014 – 2018"],
      }),
    ]).entries;
    expect(school).toEqual({
      institution: "Lakeview University",
      studyType: "Bachelor of Arts",
      area: "Economics",
      startDate: "2014",
      endDate: "2018",
    });
  });

  it("splits Degree Field from School, with the year after it", () => {
    const [school] = readEducation([line("MSc Physics from Port Elm University, 2019")]).entries;
    expect(school).toMatchObject({ institution: "Port Elm University", studyType: "MSc", area: "Physics" });
  });
});

describe("a grade without a label", () => {
  it("reads 3.72/4.0 after the school as the grade, not part of the school", () => {
    const [school] = readEducation([
      line("Lakeview University, 3.72/4.0", { parts: ["Lakeview University, 3.72/4.0", "2014 – 2018"] }),
      line("Bachelor of Science"),
    ]).entries;
    expect(school).toMatchObject({
      institution: "Lakeview University",
      studyType: "Bachelor of Science",
      score: "3.72/4.0",
    });
  });
});

describe("a grade in brackets after the school", () => {
  const school = (head: string) =>
    readEducation([line(head, { parts: [head, "2014 – 2018"] }), line("Bachelor of Science")]).entries[0];

  it.each([
    ["Lakeview University (Distinction)", "Lakeview University", "Distinction"],
    ["Port Elm College (3.7/4.0)", "Port Elm College", "3.7/4.0"],
    ["Westshire University (First-class honours)", "Westshire University", "First-class honours"],
  ])("reads %s as the school and its grade", (head, institution, score) => {
    expect(school(head)).toMatchObject({ institution, score, studyType: "Bachelor of Science" });
  });

  it("keeps a bracket that is no grade as part of the school's name", () => {
    const got = school("University of Port Elm (Westshire Campus)");
    expect(got?.institution).toBe("University of Port Elm (Westshire Campus)");
    expect(got?.score).toBeUndefined();
  });
});
