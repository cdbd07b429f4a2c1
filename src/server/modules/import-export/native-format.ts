import { z } from "zod";
import { MAX_ROWS } from "../../../shared/field-formats.ts";
import {
  certificateFields,
  educationFields,
  experienceFields,
  projectFields,
  type ResumeDocument,
  resumeFields,
} from "../../../shared/resume.ts";

// Our own export: every field of the document, nothing that belongs to this server (ids, the
// owner, times, the photo's file name). Row order is the array order. Files written by an older
// version may lack fields added since, so every field but the name is optional on the way in.

export const NATIVE_FORMAT = "resume-builder";
const NATIVE_VERSION = 1;

const emptyRows = {
  experiences: {
    company: "",
    role: "",
    start_date: "",
    end_date: "",
    still_working: false,
    company_address: "",
    responsibilities: "",
  },
  educations: {
    institution_name: "",
    degree: "",
    field_of_study: "",
    start_date: "",
    end_date: "",
    achievements: "",
  },
  projects: {
    name: "",
    url: "",
    description: "",
    technologies: "",
    start_date: "",
    end_date: "",
    organization: "",
  },
  certificates: { name: "", issuing_institution: "", date_issued: "", description: "" },
};

function rows<T extends z.ZodObject, D extends object>(fields: T, empty: D) {
  return z
    .array(fields.partial().transform((row) => ({ ...empty, ...row }) as D & z.output<T>))
    .max(MAX_ROWS)
    .default([]);
}

const nativeResume = resumeFields.partial().extend({
  name: resumeFields.shape.name,
  experiences: rows(experienceFields, emptyRows.experiences),
  educations: rows(educationFields, emptyRows.educations),
  projects: rows(projectFields, emptyRows.projects),
  certificates: rows(certificateFields, emptyRows.certificates),
});

export const nativeResumeFile = z.object({
  format: z.literal(NATIVE_FORMAT, `format must be "${NATIVE_FORMAT}"`),
  version: z.literal(
    NATIVE_VERSION,
    `version must be ${NATIVE_VERSION}; this server reads version ${NATIVE_VERSION} files`,
  ),
  resume: nativeResume,
});

const strip = <T extends { id: number; order: number }>({ id: _id, order: _order, ...row }: T) => row;

/** The document as our native file. */
export function toNativeResume(doc: ResumeDocument) {
  const {
    id: _id,
    user_id: _userId,
    order: _order,
    image_name: _imageName,
    file_generated: _fileGenerated,
    updated_at: _updatedAt,
    experiences,
    educations,
    projects,
    certificates,
    ...fields
  } = doc;
  return {
    format: NATIVE_FORMAT,
    version: NATIVE_VERSION,
    resume: {
      ...fields,
      experiences: experiences.map(strip),
      educations: educations.map(strip),
      projects: projects.map(strip),
      certificates: certificates.map(strip),
    },
  };
}
