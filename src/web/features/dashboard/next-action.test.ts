import { describe, expect, it } from "vitest";
import type { JobSummary } from "../../../shared/contracts/jobs";
import { nextAction, type Progress } from "./next-action";

const complete = {
  full_name: "Daniela Ortiz",
  email: "daniela@example.com",
  phone: "",
  experiences: [{}],
  educations: [{}],
  summary: "Registered nurse moving into clinical informatics.",
  skills: [{ name: "Clinical", keywords: ["Triage", "Epic EHR"] }],
} as unknown as Progress["resume"];

let nextId = 1;
/** A saved job of the user's, as GET /api/jobs lists it. */
function job(fields: Partial<JobSummary> = {}): JobSummary {
  return {
    id: nextId++,
    title: "Clinical Informatics Analyst",
    company: "Riverside Regional Medical Center",
    url: "",
    description: "Clinical Informatics Analyst\nRiverside Regional Medical Center",
    status: "saved",
    status_history: [{ status: "saved", at: "2026-05-04T09:00:00.000Z" }],
    follow_up_on: null,
    notes: "",
    term_corrections: { removed: [], required: [], added: [] },
    created_at: "2026-05-04T09:00:00.000Z",
    updated_at: "2026-05-04T09:00:00.000Z",
    revisions: 0,
    cover_letters: 0,
    latest_revision: null,
    latest_cover_letter: null,
    ...fields,
  };
}

const progress = (fields: Partial<Progress> = {}): Progress => ({
  resume: complete,
  revisions: 0,
  jobs: [],
  ...fields,
});

describe("nextAction", () => {
  it("asks a new resume for the name and contacts first", () => {
    const action = nextAction(progress({ resume: { ...complete, full_name: "", email: "" } }));
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
    expect(nextAction(progress({ resume: blank }))).toMatchObject({
      kind: "start",
      label: "Upload your resume",
    });
    expect(nextAction(progress({ resume: { ...blank, desired_role: "Nurse" } }))).toMatchObject({
      step: "General",
    });
  });

  it("accepts a phone number instead of an email", () => {
    expect(nextAction(progress({ resume: { ...complete, email: "", phone: "+1 555 0100" } })).kind).toBe(
      "tailor",
    );
  });

  it("points at the first empty part in the wizard's order, before any job", () => {
    const withJob = { jobs: [job()] };
    expect(nextAction(progress({ ...withJob, resume: { ...complete, experiences: [] } }))).toMatchObject({
      step: "Experience",
    });
    expect(nextAction(progress({ resume: { ...complete, educations: [] } }))).toMatchObject({
      step: "Education",
    });
    expect(nextAction(progress({ resume: { ...complete, summary: " " } }))).toMatchObject({
      step: "Summary",
      label: "Write your summary",
    });
    expect(
      nextAction(progress({ resume: { ...complete, skills: [{ name: "Clinical", keywords: [] }] } })),
    ).toMatchObject({ step: "Summary", label: "Add your skills" });
  });

  it("a complete resume with no job: tailor it to a posting (which saves the job)", () => {
    expect(nextAction(progress())).toMatchObject({ kind: "tailor", label: "Tailor it with AI" });
  });

  it("tailored to a role only, no job saved: save the job", () => {
    expect(nextAction(progress({ revisions: 2 }))).toMatchObject({
      kind: "add-job",
      label: "Save the job you are applying to",
    });
  });

  it("a saved job nothing was tailored to: tailor the resume to it", () => {
    const saved = job();
    expect(nextAction(progress({ jobs: [saved] }))).toMatchObject({
      kind: "tailor-job",
      job: { id: saved.id, title: saved.title, company: saved.company },
      detail: expect.stringContaining("Clinical Informatics Analyst at Riverside Regional Medical Center"),
    });
  });

  it("moves on after tailoring: the letter for that job comes next", () => {
    const tailored = job({ revisions: 1 });
    expect(nextAction(progress({ revisions: 1, jobs: [tailored] }))).toMatchObject({
      kind: "letter",
      job: { id: tailored.id },
      label: "Write the cover letter",
    });
  });

  it("moves on after the letter: apply and mark it Applied", () => {
    const ready = job({ revisions: 1, cover_letters: 1 });
    expect(nextAction(progress({ revisions: 1, jobs: [ready] }))).toMatchObject({
      kind: "apply",
      job: { id: ready.id },
      label: "Apply, then mark it Applied",
    });
  });

  it("works on the newest job still at Saved; applied ones are the tracker's", () => {
    const applied = job({ status: "applied", revisions: 1, cover_letters: 1 });
    const next = job({ title: "Clinical Informatics Analyst II", company: "Lakeshore Health System" });
    expect(nextAction(progress({ revisions: 1, jobs: [applied, next] }))).toMatchObject({
      kind: "tailor-job",
      job: { id: next.id },
    });
    expect(nextAction(progress({ revisions: 1, jobs: [applied] }))).toMatchObject({
      kind: "track",
      label: "Open your job tracker",
    });
  });

  it("names a job without a company by its title alone", () => {
    const untitledCompany = job({ company: "" });
    expect(nextAction(progress({ jobs: [untitledCompany] })).detail).toMatch(
      /^Clinical Informatics Analyst: paste/,
    );
  });
});
