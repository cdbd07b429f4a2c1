import { describe, expect, it } from "vitest";
import { defaultRevisionName, shownRevisionName } from "./revision-name.ts";

describe("defaultRevisionName", () => {
  it("joins the job's title and company", () => {
    const job = { title: "Clinical Applications Analyst", company: "Riverbend Health System" };
    expect(defaultRevisionName({ desiredRole: "Nurse", job })).toBe(
      "Clinical Applications Analyst – Riverbend Health System",
    );
  });
  it("reads 'Title at Company' from a first line the analysis kept whole", () => {
    const job = { title: "Web Developer at Microsoft", company: "" };
    expect(defaultRevisionName({ desiredRole: "", job })).toBe("Web Developer – Microsoft");
    expect(defaultRevisionName({ desiredRole: "", job: { title: "Analyst @ Acme", company: "" } })).toBe(
      "Analyst – Acme",
    );
  });
  it("uses the role without a job, and a plain label without either; never longer than 120", () => {
    expect(defaultRevisionName({ desiredRole: " Programmer ", job: null })).toBe("Programmer");
    expect(defaultRevisionName({ desiredRole: "", job: null })).toBe("Tailored resume");
    expect(defaultRevisionName({ desiredRole: "x".repeat(300), job: null })).toHaveLength(120);
  });

  // Issue 34 §2: a job saved from a posting whose first line says "Title – Company" and whose
  // second line says the company again kept the company in its title.
  it("says the company once when the job's title already ends with it", () => {
    const name = (title: string, company: string) =>
      defaultRevisionName({ desiredRole: "Clinical Informatics Nurse", job: { title, company } });
    expect(name("Clinical Informatics Specialist – Nursing Systems", "Nursing Systems")).toBe(
      "Clinical Informatics Specialist – Nursing Systems",
    );
    expect(name("Nurse Informaticist - nursing systems", "Nursing Systems")).toBe(
      "Nurse Informaticist – Nursing Systems",
    );
    expect(name("Clinical Informatics Nurse, Nursing Systems", "Nursing Systems")).toBe(
      "Clinical Informatics Nurse – Nursing Systems",
    );
    expect(name("Clinical Informatics Specialist at Riverbend Health", "Riverbend Health")).toBe(
      "Clinical Informatics Specialist – Riverbend Health",
    );
    // A department in the title and a different employer: both are said, once each.
    expect(name("Clinical Informatics Specialist – Nursing Systems", "Riverbend Health System")).toBe(
      "Clinical Informatics Specialist – Nursing Systems – Riverbend Health System",
    );
    // A title that is only the company's name leaves the company.
    expect(name("Nursing Systems", "Nursing Systems")).toBe("Nursing Systems");
  });

  it("never repeats a piece the title already says twice", () => {
    const job = { title: "Clinical Applications Analyst II – Epic Inpatient – Epic Inpatient", company: "" };
    expect(defaultRevisionName({ desiredRole: "", job })).toBe(
      "Clinical Applications Analyst II – Epic Inpatient",
    );
  });

  it("names a second tailoring to the same job exactly as the first (one name per job, derived once)", () => {
    const job = { title: "Clinical Informatics Specialist – Nursing Systems", company: "Nursing Systems" };
    const first = defaultRevisionName({ desiredRole: "Nurse", job });
    // Fed back as the title (what a reader of the first name might save as the job): no new suffix.
    expect(defaultRevisionName({ desiredRole: "Nurse", job: { title: first, company: job.company } })).toBe(
      first,
    );
  });
});

describe("shownRevisionName", () => {
  it("shows a name stored with a doubled suffix once", () => {
    expect(shownRevisionName("Clinical Informatics Specialist – Nursing Systems – Nursing Systems")).toBe(
      "Clinical Informatics Specialist – Nursing Systems",
    );
  });
  it("leaves every other name exactly as the user wrote it", () => {
    for (const name of ["Acme – second try", "Riverbend - one page", "Epic | Nursing Systems", "Programmer"])
      expect(shownRevisionName(name)).toBe(name);
  });
});
