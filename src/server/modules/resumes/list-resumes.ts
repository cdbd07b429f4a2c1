import { asc, eq, sql } from "drizzle-orm";
import type { ResumeSummary } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { resume } from "../../db/schema/index.ts";

const listQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: resume.id,
      name: resume.name,
      desired_role: resume.desiredRole,
      order: resume.order,
      updatedAt: resume.updatedAt,
    })
    .from(resume)
    .where(eq(resume.userId, sql.placeholder("userId")))
    .orderBy(asc(resume.order), asc(resume.id))
    .prepare("list_resumes"),
);

/** The user's resumes for the list page, by order, then id. */
export async function listResumes({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<ResumeSummary[]> {
  const rows = await listQuery(db).execute({ userId });
  return rows.map(({ updatedAt, ...row }) => ({ ...row, updated_at: updatedAt.toISOString() }));
}
