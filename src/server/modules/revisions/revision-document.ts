import { and, eq } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { REVISION_NOT_FOUND } from "./revision-row.ts";

/**
 * A revision's document as it prints and exports (PDF, Word, text). The photo is the resume's
 * current one (a snapshot's image_name may name a photo since replaced), and a field an older
 * snapshot lacks falls back to the Original's instead of failing. 404 when the revision is not
 * this user's or not of this resume.
 */
export async function revisionDocument(
  db: Pick<Database, "select">,
  userId: string,
  original: ResumeDocument,
  revisionId: number,
): Promise<ResumeDocument> {
  const [row] = await db
    .select({ document: resumeRevision.document })
    .from(resumeRevision)
    .where(
      and(
        eq(resumeRevision.id, revisionId),
        eq(resumeRevision.userId, userId),
        eq(resumeRevision.resumeId, original.id),
      ),
    );
  if (!row) throw new AppError("not_found", REVISION_NOT_FOUND);
  return { ...original, ...row.document, id: original.id, image_name: original.image_name };
}
