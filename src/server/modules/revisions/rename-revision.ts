import { and, eq } from "drizzle-orm";
import type { RevisionSummary } from "../../../shared/contracts/revisions.ts";
import type { Database } from "../../db/client.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { REVISION_NOT_FOUND, toRevisionSummary } from "./revision-row.ts";

/**
 * PATCH /api/cv/revision/name: the owner's new name for a revision. A label, not the resume's
 * text, so no plan gate and no updated_at guard; nor does it move updated_at or edited_at, so
 * an editor open on the revision in another tab keeps saving without a conflict.
 */
export async function renameRevision({
  db,
  userId,
  id,
  name,
}: {
  db: Database;
  userId: string;
  id: number;
  name: string;
}): Promise<RevisionSummary> {
  const [row] = await db
    .update(resumeRevision)
    .set({ name })
    .where(and(eq(resumeRevision.id, id), eq(resumeRevision.userId, userId)))
    .returning();
  if (!row) throw new AppError("not_found", REVISION_NOT_FOUND);
  return toRevisionSummary(row);
}
