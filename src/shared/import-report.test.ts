import { describe, expect, it } from "vitest";
import { describeImportDetails, describeImportReport, emptyImportReport } from "./import-report.ts";

describe("the import report sentence", () => {
  it("says what came in, what was shortened and what was not imported, briefly", () => {
    expect(
      describeImportReport({
        counts: { work: 9, education: 2, skills: 54, skillGroups: 4, languages: 1, publications: 3 },
        shortened: [
          { field: "skills[2].keywords[7]", from: 412, to: 200 },
          { field: "experiences[0].responsibilities", from: 12_000, to: 9_990 },
        ],
        leftOut: [
          { field: "skills[2].keywords", count: 5, reason: "left out (a resume keeps at most 60)" },
          { field: "dates", count: 3, reason: "left out (not a date: use YYYY-MM or a year alone)" },
        ],
      }),
    ).toBe(
      "Imported 9 jobs, 2 educations, 54 skills in 4 groups, 1 language, 3 publications; 1 skill, 1 job shortened to fit; not imported: 5 skills, 3 unreadable dates.",
    );
  });

  it("reads simply when nothing needed fitting", () => {
    expect(describeImportReport({ ...emptyImportReport(), counts: { work: 1, skills: 3 } })).toBe(
      "Imported 1 job, 3 skills.",
    );
    expect(describeImportReport(emptyImportReport())).toBe("Imported the resume.");
    expect(describeImportReport({ ...emptyImportReport(), counts: { work: 2 } }, "Ada")).toBe(
      "Imported Ada: 2 jobs.",
    );
    expect(describeImportReport(emptyImportReport(), "Ada")).toBe("Imported Ada.");
  });
});

describe("the import report details", () => {
  it("names each place as people count, with what happened to it", () => {
    expect(
      describeImportDetails({
        counts: {},
        shortened: [
          { field: "skills[2].keywords[7]", from: 412, to: 200 },
          { field: "experiences[0].responsibilities", from: 12_000, to: 9_990 },
        ],
        leftOut: [{ field: "dates", count: 3, reason: "left out (not a date: use YYYY-MM or a year alone)" }],
      }),
    ).toEqual([
      "Skill group 3, skill 8: shortened to 200 characters",
      "Job 1, responsibilities: shortened to 9,990 characters",
      "Dates: 3 left out (not a date: use YYYY-MM or a year alone)",
    ]);
  });
});
