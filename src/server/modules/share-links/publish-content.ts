import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { getResume } from "../resumes/get-resume.ts";
import { revisionDocument } from "../revisions/revision-document.ts";

/**
 * What a link keeps of the content it publishes. The Original is shown live (null: read at each
 * visit, "the Original keeps changing"); a revision can still be edited, so its document is
 * copied now and the link shows what was shared. 404 when the resume or revision is not the user's.
 */
export async function publishContent(
  db: Database,
  userId: string,
  resumeId: number,
  revisionId: number | null | undefined,
): Promise<{ revisionId: number | null; snapshot: ResumeDocument | null }> {
  const original = await getResume({ db, userId, id: resumeId });
  if (!revisionId) return { revisionId: null, snapshot: null };
  return { revisionId, snapshot: await revisionDocument(db, userId, original, revisionId) };
}
