import { z } from "zod";
import { MAX_ROWS } from "../../../shared/field-formats.ts";
import {
  certificateFields,
  educationFields,
  experienceFields,
  projectFields,
  resumeFields,
} from "../../../shared/resume.ts";
import { JSON_RESUME_SOURCES } from "../../../shared/resume-sections.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ImportedResume } from "./json-resume/json-resume.ts";

// A JSON Resume maps onto our document, whose fields have limits (200 characters for a name,
// 50 rows...). The mapped content is checked against the same schemas the editor uses, so an
// import can never store what the wizard could not; the message names where the value came from.

const content = z.object({
  fields: resumeFields.partial().extend({ name: resumeFields.shape.name }),
  experiences: z.array(experienceFields).max(MAX_ROWS),
  educations: z.array(educationFields).max(MAX_ROWS),
  projects: z.array(projectFields).max(MAX_ROWS),
  certificates: z.array(certificateFields).max(MAX_ROWS),
});

// Where each of our fields comes from in a JSON Resume, for the message: the header's fields,
// then the sections' (shared/resume-sections.ts).
const origin: Record<string, string> = {
  name: "basics.name",
  full_name: "basics.name",
  headline: "basics.label",
  email: "basics.email",
  phone: "basics.phone",
  address: "basics.location",
  ...JSON_RESUME_SOURCES,
};

/** The content, trimmed by the schemas, or a 400 naming the first value that does not fit. */
export function checkImportedContent(imported: ImportedResume): ImportedResume {
  const result = content.safeParse(imported);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const [section, index, field] = (issue?.path ?? []).map(String);
  const key = section === "fields" ? index : section;
  const where =
    section === "fields" || index === undefined
      ? (origin[key ?? ""] ?? key)
      : `${origin[key ?? ""] ?? key} (entry ${Number(index) + 1}${field ? `, ${field}` : ""})`;
  const problem = (issue?.message ?? "invalid").replace(/\.$/, "");
  throw new AppError("bad_request", `This JSON Resume cannot be imported: ${where}: ${problem}.`);
}
