import { type ResumeDocument, type ResumeFields, resumeFields } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { createResume } from "./create-resume.ts";
import { getResume } from "./get-resume.ts";

const COPY_SUFFIX = " (copy)";
const NAME_MAX = 200;

/**
 * Copies one of the user's resumes: every field and child row (new ids, same order), named
 * "<name> (copy)". It is a create (uses a credit). The photo is not copied: its files belong to
 * the original's id, so the copy starts without one.
 */
export async function duplicateResume(opts: {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  id: number;
}): Promise<ResumeDocument> {
  const source = await getResume(opts);
  const fields = pickFields(source);
  const name = `${source.name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const strip = <T extends { id: number; order: number }>({ id: _id, order: _order, ...rest }: T) => rest;
  return createResume({
    ...opts,
    content: {
      fields: { ...fields, name },
      experiences: source.experiences.map(strip),
      educations: source.educations.map(strip),
      projects: source.projects.map(strip),
      certificates: source.certificates.map(strip),
    },
  });
}

// The stored values are copied as they are (not re-validated): a copy must never fail where the original loads.
function pickFields(source: ResumeDocument): ResumeFields {
  const keys = Object.keys(resumeFields.shape) as (keyof ResumeFields)[];
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as ResumeFields;
}
