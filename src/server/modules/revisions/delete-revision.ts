import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { REVISION_NOT_FOUND } from "./revision-row.ts";

export async function deleteRevision({ db, userId, id }: { db: Database; userId: string; id: number }) {
  const deleted = await db
    .delete(resumeRevision)
    .where(and(eq(resumeRevision.id, id), eq(resumeRevision.userId, userId)))
    .returning({ id: resumeRevision.id });
  if (deleted.length === 0) throw new AppError("not_found", REVISION_NOT_FOUND);
}
