import { and, eq, sql } from "drizzle-orm";
import { readStoredLayout } from "../../../shared/contracts/layout.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { documentFields, toDocument } from "./resume-document.ts";

export const RESUME_NOT_FOUND = "This resume does not exist or is not yours.";

// One query: the row and its child lists (resume-document.ts documentFields), owner-scoped.
const getQuery = preparedPerDatabase((db) =>
  db
    .select(documentFields())
    .from(resume)
    .where(and(eq(resume.id, sql.placeholder("id")), eq(resume.userId, sql.placeholder("userId"))))
    .prepare("get_resume"),
);

/** The assembled ResumeDocument (rows by order); AppError("not_found") when missing or another user's. */
export async function getResume(options: OwnedRowRequest): Promise<ResumeDocument> {
  return (await getResumeWithOverPlan(options)).doc;
}

/**
 * getResume's document with the row's over_plan flag and its layout (not part of the API
 * document), for a print or export that decides on them (printing/unlock-over-plan-resume.ts) without reading the row again.
 */
export async function getResumeWithOverPlan({
  db,
  userId,
  id,
}: OwnedRowRequest): Promise<{ doc: ResumeDocument; overPlan: boolean; layout: ResumeLayout }> {
  const [row] = await getQuery(db).execute({ id, userId });
  if (!row) throw new AppError("not_found", RESUME_NOT_FOUND);
  return { doc: toDocument(row), overPlan: row.overPlan, layout: readStoredLayout(row.layout) };
}
