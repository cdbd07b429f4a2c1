import { describe, expect, it } from "vitest";
import { describeImportReport, emptyImportReport } from "./import-report.ts";

describe("the import report sentence", () => {
  it("says what came in, what was shortened and what was not imported, briefly", () => {
    expect(
      describeImportReport({
        counts: { work: 9, education: 2, skills: 54, skillGroups: 4, languages: 1 },
        shortened: [
          { field: "skills[2]", from: 412, to: 200 },
          { field: "experiences[0].responsibilities", from: 12_000, to: 9_990 },
        ],
        leftOut: [
          { field: "skills[2]", count: 5, reason: "keywords left out" },
          { field: "publications", count: 3, reason: "not imported" },
          { field: "references", count: 1, reason: "not imported" },
        ],
      }),
    ).toBe(
      "Imported 9 jobs, 2 educations, 54 skills in 4 groups, 1 language; 1 skill group, 1 job shortened to fit; not imported: 5 skills, 3 publications, 1 reference.",
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
