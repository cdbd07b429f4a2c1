import type { QualityReport } from "../../../shared/contracts/resume-quality.ts";
import { checkQuality } from "../../ai/quality/check-quality.ts";
import type { Database } from "../../db/client.ts";
import { getResume } from "./get-resume.ts";

/**
 * The quality findings of one of the user's resumes (POST /api/cv/quality). Reads only: the
 * checks never change the resume. Another user's resume is "not found" (getResume is owner-scoped).
 */
export async function checkResumeQuality(options: {
  db: Database;
  userId: string;
  id: number;
}): Promise<QualityReport> {
  return checkQuality(await getResume(options));
}
