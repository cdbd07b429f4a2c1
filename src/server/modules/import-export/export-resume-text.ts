import type { Database } from "../../db/client.ts";
import { getResume } from "../resumes/get-resume.ts";
import { resumeToText } from "./resume-to-text.ts";

export interface ExportResumeTextOptions {
  db: Database;
  userId: string;
  id: number;
}

/**
 * The owner's resume as plain text. Free on every plan: it is what the user typed, for pasting
 * into application forms, and the "Plan gating" table gates only file downloads (PDF / DOCX).
 * Another user's id is a 404.
 */
export async function exportResumeText({ db, userId, id }: ExportResumeTextOptions): Promise<string> {
  return resumeToText(await getResume({ db, userId, id }));
}
