import { and, eq } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { assembleDocument } from "./resume-document.ts";

export const RESUME_NOT_FOUND = "This resume does not exist or is not yours.";

/** The assembled ResumeDocument (rows by order); AppError("not_found") when missing or another user's. */
export async function getResume({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: number;
}): Promise<ResumeDocument> {
  const [row] = await db
    .select()
    .from(resume)
    .where(and(eq(resume.id, id), eq(resume.userId, userId)));
  if (!row) throw new AppError("not_found", RESUME_NOT_FOUND);
  return assembleDocument(db, row);
}
