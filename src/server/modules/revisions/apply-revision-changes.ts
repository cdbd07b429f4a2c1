import { and, count, eq, sql } from "drizzle-orm";
import type { ApplyChangesPayload, Revision } from "../../../shared/contracts/revisions.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { RowType } from "../../../shared/resume-sections.ts";
import {
  applyChanges,
  listChanges,
  ROW_SECTIONS,
  rowText,
  type SkippedChange,
} from "../../../shared/revision-changes.ts";
import { rescore } from "../../ai/evidence/compare-matches.ts";
import type { Database, Transaction } from "../../db/client.ts";
import {
  certificate,
  education,
  experience,
  job,
  project,
  resume,
  resumeRevision,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getResume } from "../resumes/get-resume.ts";
import { keepGroundedChanges } from "./keep-grounded-changes.ts";
import { shownRevisionName } from "./revision-name.ts";
import { getOwnedRevision, type RevisionRow, toRevision } from "./revision-row.ts";

// "Apply accepted changes" on the Tailored page: the accepted changes of a revision go onto the
// user's Original as it is now, either as a new revision (the Original untouched) or written into
// the Original itself. No AI runs and no credit is used: the text is the revision's own.

/** Revisions one resume keeps: applying costs no credit, so this bounds what a script can store. */
export const MAX_REVISIONS_PER_RESUME = 100;
const REVISIONS_FULL = `This resume already has ${MAX_REVISIONS_PER_RESUME} tailored revisions, the most one resume keeps. Delete some you no longer need, then apply again.`;
const NOTHING_APPLIED =
  "None of the accepted changes could be applied: your resume has changed since this revision was written.";

export interface ApplyChangesResult {
  applied: string[];
  skipped: SkippedChange[];
  /** The new revision (into: "revision"). */
  revision: Revision | null;
  /** The Original as now stored (into: "original"). */
  resume: ResumeDocument | null;
}

export async function applyRevisionChanges({
  db,
  userId,
  payload,
}: {
  db: Database;
  userId: string;
  payload: ApplyChangesPayload;
}): Promise<ApplyChangesResult> {
  const current = await getOwnedRevision(db, userId, payload.id);
  const changes = listChanges(current.source, current.document);
  const known = new Set(changes.map((change) => change.id));
  const unknown = payload.accepted.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw new AppError("bad_request", `"${unknown}" is not one of this revision's changes.`);

  const base = await getResume({ db, userId, id: current.resumeId });
  const result = keepGroundedChanges({
    result: applyChanges({
      base,
      source: current.source,
      document: current.document,
      accepted: new Set(payload.accepted),
    }),
    changes,
    base,
    source: current.source,
    document: current.document,
    score: current.score ?? null,
    targets: [current.desiredRole, await jobTitle(db, userId, current.jobId)],
  });
  if (result.applied.length === 0)
    throw new AppError("conflict", NOTHING_APPLIED, { skipped: result.skipped });

  if (payload.into === "original") {
    await writeIntoOriginal(db, userId, current.resumeId, base, result.document);
    return { ...result, revision: null, resume: await getResume({ db, userId, id: current.resumeId }) };
  }
  const revision = await db.transaction((tx) => insertReviewed(tx, current, base, result.document));
  return { applied: result.applied, skipped: result.skipped, revision, resume: null };
}

async function jobTitle(db: Database, userId: string, jobId: number | null): Promise<string> {
  if (jobId === null) return "";
  const [row] = await db
    .select({ title: job.title })
    .from(job)
    .where(and(eq(job.id, jobId), eq(job.userId, userId)));
  return row?.title ?? "";
}

/**
 * A new revision of the Original as it is now: `source` is today's Original, so the page's diff
 * shows exactly the changes taken. Scored against the revision's own posting terms.
 */
async function insertReviewed(
  tx: Transaction,
  current: RevisionRow,
  source: ResumeDocument,
  document: ResumeDocument,
): Promise<Revision> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rows:revisions:${current.resumeId}`}))`);
  const [existing] = await tx
    .select({ n: count() })
    .from(resumeRevision)
    .where(and(eq(resumeRevision.resumeId, current.resumeId), eq(resumeRevision.userId, current.userId)));
  if ((existing?.n ?? 0) >= MAX_REVISIONS_PER_RESUME)
    throw new AppError("conflict", REVISIONS_FULL, { reason: "revisionsFull" });
  // edited_at equal to created_at marks a revision made from accepted changes (the page labels
  // it "reviewed"); an edit afterwards moves edited_at on, and it reads "edited" again.
  const now = new Date();
  const [row] = await tx
    .insert(resumeRevision)
    .values({
      resumeId: current.resumeId,
      userId: current.userId,
      jobId: current.jobId,
      desiredRole: current.desiredRole,
      name: shownRevisionName(current.name),
      instructions: current.instructions,
      writer: current.writer,
      source,
      document,
      score: current.score ? rescore(source, document, current.score) : null,
      flags: [],
      createdAt: now,
      edited: now,
    })
    .returning();
  if (!row) throw new Error("revision insert returned no row");
  return toRevision(row);
}

const ORIGINAL_CHANGED_MEANWHILE =
  "Your resume changed while the changes were being written (another tab?). Nothing was written; try again.";

/**
 * The Original's summary, skills and row texts that differ from `base` (what was read), in one
 * transaction. Each text is written only where it still holds what was read; if an autosave
 * landed in between, everything rolls back (409) rather than overwrite it. The resume's
 * updated_at moves on, so an open wizard merges its next save.
 */
async function writeIntoOriginal(
  db: Database,
  userId: string,
  resumeId: number,
  base: ResumeDocument,
  next: ResumeDocument,
) {
  await db.transaction(async (tx) => {
    const fields: Partial<typeof resume.$inferInsert> = {};
    if (next.summary !== base.summary) fields.summary = next.summary;
    if (JSON.stringify(next.skills) !== JSON.stringify(base.skills)) fields.skills = next.skills;
    const updated = await tx
      .update(resume)
      .set({ ...fields, updatedAt: sql`greatest(now(), ${resume.updatedAt} + interval '1 millisecond')` })
      .where(
        and(
          eq(resume.id, resumeId),
          eq(resume.userId, userId),
          ...(fields.summary === undefined ? [] : [eq(resume.summary, base.summary)]),
        ),
      )
      .returning({ id: resume.id });
    if (updated.length === 0) throw new AppError("conflict", ORIGINAL_CHANGED_MEANWHILE);
    for (const section of ROW_SECTIONS) {
      for (const row of next[section]) {
        const before = rowText(base, section, row.id);
        const after = rowText(next, section, row.id);
        if (before === undefined || after === undefined || before === after) continue;
        const written = await writeRowText(tx, { section, resumeId, id: row.id, before, after });
        if (written.length === 0) throw new AppError("conflict", ORIGINAL_CHANGED_MEANWHILE);
      }
    }
  });
}

/** One row's text, only where it still holds `before`; answers the rows written. */
function writeRowText(
  tx: Transaction,
  {
    section,
    resumeId,
    id,
    before,
    after,
  }: { section: RowType; resumeId: number; id: number; before: string; after: string },
) {
  if (section === "experiences") {
    return tx
      .update(experience)
      .set({ responsibilities: after })
      .where(
        and(
          eq(experience.id, id),
          eq(experience.resumeId, resumeId),
          eq(experience.responsibilities, before),
        ),
      )
      .returning({ id: experience.id });
  }
  if (section === "educations") {
    return tx
      .update(education)
      .set({ achievements: after })
      .where(and(eq(education.id, id), eq(education.resumeId, resumeId), eq(education.achievements, before)))
      .returning({ id: education.id });
  }
  const table = section === "projects" ? project : certificate;
  return tx
    .update(table)
    .set({ description: after })
    .where(and(eq(table.id, id), eq(table.resumeId, resumeId), eq(table.description, before)))
    .returning({ id: table.id });
}
