import { and, eq } from "drizzle-orm";
import { readStoredLayout } from "../../../shared/contracts/layout.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { RESUME_NOT_FOUND } from "../resumes/get-resume.ts";

/** The layout of the user's resume `id` (every default when none was set); 404 when not theirs. */
export async function getResumeLayout({ db, userId, id }: OwnedRowRequest): Promise<ResumeLayout> {
  const [row] = await db
    .select({ layout: resume.layout })
    .from(resume)
    .where(and(eq(resume.id, id), eq(resume.userId, userId)));
  if (!row) throw new AppError("not_found", RESUME_NOT_FOUND);
  return readStoredLayout(row.layout);
}
