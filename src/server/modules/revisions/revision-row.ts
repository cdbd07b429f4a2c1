import type { Revision, RevisionSummary } from "../../../shared/contracts/revisions.ts";
import type { Database } from "../../db/client.ts";
import { getOwnedRow } from "../../db/owned-rows.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { shownRevisionName } from "./revision-name.ts";

export const REVISION_NOT_FOUND = "This revision does not exist or is not yours.";

export type RevisionRow = typeof resumeRevision.$inferSelect;

export function toRevisionSummary(
  row: Omit<RevisionRow, "source" | "document" | "instructions">,
): RevisionSummary {
  return {
    id: row.id,
    resume_id: row.resumeId,
    job_id: row.jobId,
    name: shownRevisionName(row.name),
    desired_role: row.desiredRole,
    writer: row.writer,
    score: row.score ?? null,
    flags: row.flags,
    edited_at: row.edited?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toRevision(row: RevisionRow): Revision {
  return {
    ...toRevisionSummary(row),
    instructions: row.instructions,
    source: row.source,
    document: row.document,
  };
}

/** The user's revision row; 404 when missing or another user's. */
export async function getOwnedRevision(db: Pick<Database, "select">, userId: string, id: number) {
  return getOwnedRow(db, resumeRevision, { userId, id, notFound: REVISION_NOT_FOUND });
}
