import { and, desc, eq, gte, isNull, type SQL } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { Database } from "../../db/client.ts";
import { job, resumeRevision } from "../../db/schema/index.ts";
import { sameTailoringInput } from "./same-tailoring-input.ts";

// Whether a revision was already written from exactly what a tailoring would read now (issue 16
// §6 for Finish, issue 34 §2 for Regenerate): the Original as it is now, the same role and
// instructions, the same job unchanged since (its title, company, posting and term corrections
// all move its updated_at), by the same writer. Then a new run would only copy it.
//
// The "years of experience" choice (mentionYears) is not stored with a revision, so it cannot
// be compared: docs/decisions/016-revision-names-and-finish.md.

export interface TailoringInput {
  /** The Original as it is now. */
  original: ResumeDocument;
  desiredRole: string;
  instructions: string;
  /**
   * The job tailored to; null for a role-only tailoring; undefined for a pasted posting not
   * saved as a job yet, from which nothing can have been written.
   */
  jobId: number | null | undefined;
  /** The writer's display name (an offline revision is no copy of a model's). */
  writer: string;
}

/** More revisions of one resume with the very same role, instructions and job are not kept apart. */
const CANDIDATES = 20;

/**
 * The newest of the user's revisions written from this input, or null. `untouched` leaves out
 * revisions the user edited or made from accepted changes (edited_at set): Regenerate would not
 * copy those, it would write the AI's text again.
 */
export async function sameInputRevision(
  db: Pick<Database, "select">,
  userId: string,
  input: TailoringInput,
  { untouched }: { untouched: boolean },
): Promise<{ id: number } | null> {
  if (input.jobId === undefined) return null;
  const conditions: (SQL | undefined)[] = [
    eq(resumeRevision.resumeId, input.original.id),
    eq(resumeRevision.userId, userId),
    eq(resumeRevision.desiredRole, input.desiredRole),
    eq(resumeRevision.instructions, input.instructions),
    eq(resumeRevision.writer, input.writer),
    input.jobId === null
      ? isNull(resumeRevision.jobId)
      : and(eq(resumeRevision.jobId, input.jobId), gte(resumeRevision.createdAt, job.updatedAt)),
    untouched ? isNull(resumeRevision.edited) : undefined,
  ];
  const rows = await db
    .select({ id: resumeRevision.id, source: resumeRevision.source })
    .from(resumeRevision)
    .leftJoin(job, and(eq(job.id, resumeRevision.jobId), eq(job.userId, userId)))
    .where(and(...conditions))
    .orderBy(desc(resumeRevision.id))
    .limit(CANDIDATES);
  const found = rows.find((row) => sameTailoringInput(row.source, input.original));
  return found ? { id: found.id } : null;
}
