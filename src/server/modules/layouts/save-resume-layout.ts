import { and, eq } from "drizzle-orm";
import { isDefaultLayout, type ResumeLayout } from "../../../shared/resume-layout.ts";
import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { RESUME_NOT_FOUND } from "../resumes/get-resume.ts";

/**
 * Stores the layout of the user's resume `id` (null when it changes nothing). updated_at is left
 * alone on purpose: the layout is a print setting like the design, and bumping it would turn the
 * wizard's next autosave of the same resume into a false "changed elsewhere" conflict (409).
 */
export async function saveResumeLayout({
  db,
  userId,
  id,
  layout,
}: OwnedRowRequest & { layout: ResumeLayout }): Promise<ResumeLayout> {
  const saved = await db
    .update(resume)
    .set({ layout: isDefaultLayout(layout) ? null : layout })
    .where(and(eq(resume.id, id), eq(resume.userId, userId)))
    .returning({ id: resume.id });
  if (saved.length === 0) throw new AppError("not_found", RESUME_NOT_FOUND);
  return layout;
}
