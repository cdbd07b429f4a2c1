import { describe, expect, it } from "vitest";
import { jobLabel, jobParts } from "./job-parts.ts";

describe("jobParts and jobLabel", () => {
  it("keeps the company out of a title that already ends with it", () => {
    const letterScreenJob = {
      title: "Clinical Informatics Specialist – Nursing Systems",
      company: "Nursing Systems",
    };
    expect(jobParts(letterScreenJob)).toEqual({
      title: "Clinical Informatics Specialist",
      company: "Nursing Systems",
    });
    expect(jobLabel(letterScreenJob)).toBe("Clinical Informatics Specialist at Nursing Systems");
  });
  it("reads 'Title at Company' when no company was given, and leaves a plain title alone", () => {
    expect(jobLabel({ title: "Instructional Designer at GitLab", company: "" })).toBe(
      "Instructional Designer at GitLab",
    );
    expect(jobParts({ title: "Instructional Designer at GitLab", company: "" })).toEqual({
      title: "Instructional Designer",
      company: "GitLab",
    });
    expect(jobLabel({ title: "Clinical Applications Analyst II", company: "" })).toBe(
      "Clinical Applications Analyst II",
    );
  });
  it("keeps a department that is not the company", () => {
    expect(
      jobLabel({
        title: "Clinical Informatics Specialist – Nursing Systems",
        company: "Harbor Valley Health",
      }),
    ).toBe("Clinical Informatics Specialist – Nursing Systems at Harbor Valley Health");
  });
});
