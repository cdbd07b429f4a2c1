import { readFileSync } from "node:fs";
import { JSON_RESUME_SAMPLE } from "../../../../../tests/fixtures/fixture-path.ts";
import { type ResumeDocument, resumeDocument } from "../../../../shared/resume.ts";
import { fromJsonResume, type ImportedResume, parseJsonResume } from "./json-resume.ts";

// The JSON Resume sample and helpers shared by the import and export tests.

const SAMPLE_PATH = JSON_RESUME_SAMPLE;
export const sample = JSON.parse(readFileSync(SAMPLE_PATH, "utf8"));

export function read(data: unknown) {
  const result = parseJsonResume(data);
  if (!result.ok) throw new Error(result.message);
  return fromJsonResume(result.value);
}

/** What the database would answer for imported content: ids, order and the fields' defaults. */
export function asDocument(content: ImportedResume): ResumeDocument {
  const rows = <T extends object>(list: T[]) => list.map((row, order) => ({ ...row, id: order + 1, order }));
  return resumeDocument.parse({
    id: 1,
    user_id: "u1",
    order: 0,
    image_name: null,
    file_generated: false,
    updated_at: "2024-01-02T03:04:05.000Z",
    full_name: "",
    headline: "",
    desired_role: "",
    years_experience: null,
    hobbies: "",
    email: "",
    phone: "",
    address: "",
    summary: "",
    skills: [],
    sections: [],
    languages: [],
    links: [],
    job_posting: "",
    user_instructions: "",
    free_generated: false,
    ...content.fields,
    experiences: rows(content.experiences),
    educations: rows(content.educations),
    projects: rows(content.projects),
    certificates: rows(content.certificates),
  });
}
