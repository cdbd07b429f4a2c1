import { describe, expect, it } from "vitest";
import { defaultRevisionName } from "./revision-name.ts";

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
});
