import { describe, expect, it } from "vitest";
import { dataAnalyst } from "../../../../tests/fixtures/sample-resumes.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { credentialsOf } from "./credentials.ts";

// The degree a letter names: the highest held, and one under way said as under way (blind review:
// the in-progress M.S. in Health Informatics mattered more than the BSN, and was never named).

type Education = ResumeDocument["educations"][number];
const base = dataAnalyst.educations[0] as Education;
const row = (degree: string, field: string, end: string, school: string): Education => ({
  ...base,
  degree,
  field_of_study: field,
  end_date: end,
  institution_name: school,
});

const certificate = (name: string, id = 1): ResumeDocument["certificates"][number] => ({
  id,
  order: id,
  name,
  issuing_institution: "",
  date_issued: "",
  description: "",
});

describe("the credentials a letter names", () => {
  const resume: ResumeDocument = {
    ...dataAnalyst,
    educations: [
      row(
        "Master of Science (in progress, expected 2027-06)",
        "Health Informatics",
        "",
        "Great Lakes University",
      ),
      row("Associate of Arts", "General Studies", "05/2012", "Lakeshore College"),
      row("Bachelor of Science in Nursing (BSN)", "Nursing", "05/2016", "Wayne Hills University"),
    ],
  };
  const said = credentialsOf(resume, () => 0, new Date(2026, 11, 7));

  it("names the highest degree held, whatever its place in the list", () => {
    expect(said.degree).toBe("a Bachelor of Science in Nursing (BSN) from Wayne Hills University");
  });

  it("names a degree under way as under way, without the resume's note on when it ends", () => {
    expect(said.studying).toBe("a Master of Science in Health Informatics at Great Lakes University");
  });

  it("reads a degree that ends after today as under way, not held", () => {
    const later = credentialsOf(
      {
        ...resume,
        educations: [row("Doctor of Philosophy (PhD)", "Biology", "12/2026", "Bayview University")],
      },
      () => 0,
      new Date(2026, 5, 1),
    );
    expect(later.degree).toBe("");
    expect(later.studying).toMatch(/^a Doctor of Philosophy \(PhD\) in Biology/);
  });

  it("puts a name's own comma aside in parentheses, so a list of two does not read as three", () => {
    const listed = credentialsOf(
      {
        ...resume,
        educations: [
          row(
            "Bachelor of Science",
            "Business Administration, concentration in Logistics",
            "05/2016",
            "Pacific Crest University",
          ),
        ],
        certificates: [
          certificate("Registered Nurse License, State of Michigan"),
          certificate("Certified Public Accountant (CPA), active license"),
        ],
      },
      () => 0,
      new Date(2026, 11, 7),
    );
    expect(listed.degree).toBe(
      "a Bachelor of Science in Business Administration (concentration in Logistics) from Pacific Crest University",
    );
    expect(listed.certificates).toEqual([
      "a Registered Nurse License (State of Michigan)",
      "Certified Public Accountant (CPA, active license)",
    ]);
  });
});
