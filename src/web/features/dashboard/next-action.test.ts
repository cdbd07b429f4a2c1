import { describe, expect, it } from "vitest";
import { nextAction } from "./next-action";

const complete = {
  full_name: "Daniela Ortiz",
  email: "daniela@example.com",
  phone: "",
  experiences: [{}],
  educations: [{}],
  summary: "Registered nurse moving into clinical informatics.",
  skills: [{ name: "Clinical", keywords: ["Triage", "Epic EHR"] }],
} as unknown as Parameters<typeof nextAction>[0];

describe("nextAction", () => {
  it("asks a new resume for the name and contacts first", () => {
    const action = nextAction({ ...complete, full_name: "", email: "" }, 0);
    expect(action).toMatchObject({ kind: "step", step: "General", label: "Add your name and contacts" });
  });

  it("offers the upload first for a resume nobody has written in", () => {
    const blank = {
      ...complete,
      full_name: "",
      email: "",
      summary: "",
      experiences: [],
      educations: [],
      projects: [],
      certificates: [],
      skills: [],
      image_name: null,
    };
    expect(nextAction(blank, 0)).toMatchObject({ kind: "start", label: "Upload your resume" });
    expect(nextAction({ ...blank, desired_role: "Nurse" }, 0)).toMatchObject({ step: "General" });
  });

  it("accepts a phone number instead of an email", () => {
    expect(nextAction({ ...complete, email: "", phone: "+1 555 0100" }, 0).kind).toBe("tailor");
  });

  it("points at the first empty part in the wizard's order", () => {
    expect(nextAction({ ...complete, experiences: [] }, 0)).toMatchObject({ step: "Experience" });
    expect(nextAction({ ...complete, educations: [] }, 0)).toMatchObject({ step: "Education" });
    expect(nextAction({ ...complete, summary: " " }, 0)).toMatchObject({
      step: "Summary",
      label: "Write your summary",
    });
    expect(nextAction({ ...complete, skills: [{ name: "Clinical", keywords: [] }] }, 0)).toMatchObject({
      step: "Summary",
      label: "Add your skills",
    });
  });

  it("offers tailoring once the resume is complete, then the tailored result", () => {
    expect(nextAction(complete, 0)).toMatchObject({ kind: "tailor", label: "Tailor it with AI" });
    expect(nextAction(complete, 2)).toMatchObject({ kind: "tailored", label: "Review your tailored resume" });
  });
});
