import { and, eq, sql } from "drizzle-orm";
import type { Revision, RevisionEdit } from "../../../shared/contracts/revisions.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { rescore } from "../../ai/evidence/compare-matches.ts";
import type { Database } from "../../db/client.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { ensureEntitlement } from "../entitlements/ensure-entitlement.ts";
import { getOwnedRevision, toRevision } from "./revision-row.ts";

const EDIT_NEEDS_PLAN_MESSAGE = "Editing a tailored resume needs a paid plan. Choose a plan to continue.";
const STALE_REVISION_MESSAGE =
  "This revision was changed elsewhere (another tab or device). Your copy is out of date; reload it to continue.";

export interface UpdateRevisionOptions {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  id: number;
  /** The updated_at the client last read; a different stored one means a stale write. */
  updatedAt: string;
  edit: RevisionEdit;
}

/**
 * The owner's own edits of a revision's text (DESIGN.md §5: paid plans only, 402 cvEdit).
 * These are the user's words, so no grounding check; the score is recomputed against the same
 * keywords. One UPDATE that matches only the updated_at the client read (409 otherwise).
 */
export async function updateRevision(options: UpdateRevisionOptions): Promise<Revision> {
  const { db, userId, id } = options;
  const current = await getOwnedRevision(db, userId, id);
  if (options.billingEnabled) {
    const plan = await ensureEntitlement(db, userId);
    if (!plan.isPaid && !plan.subscriptionActive)
      throw new AppError("payment_required", EDIT_NEEDS_PLAN_MESSAGE, { reason: "cvEdit" });
  }
  const document = applyEdit(current.document, options.edit);
  const score = current.score ? rescore(current.source, document, current.score) : null;
  const [row] = await db
    .update(resumeRevision)
    .set({
      document,
      score,
      edited: new Date(),
      updatedAt: sql`greatest(now(), ${resumeRevision.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(resumeRevision.id, id),
        eq(resumeRevision.userId, userId),
        eq(resumeRevision.updatedAt, new Date(options.updatedAt)),
      ),
    )
    .returning();
  if (row) return toRevision(row);
  throw new AppError("conflict", STALE_REVISION_MESSAGE, {
    current: toRevision(await getOwnedRevision(db, userId, id)),
  });
}

/** The revision's document with the edited texts; a row id it does not have is a 400. */
function applyEdit(document: ResumeDocument, edit: RevisionEdit): ResumeDocument {
  const next = structuredClone(document);
  if (edit.summary !== undefined) next.summary = edit.summary;
  if (edit.skills !== undefined) next.skills = edit.skills;
  setTexts(next.experiences, edit.experiences, "experiences", "responsibilities");
  setTexts(next.projects, edit.projects, "projects", "description");
  setTexts(next.educations, edit.educations, "educations", "achievements");
  setTexts(next.certificates, edit.certificates, "certificates", "description");
  return next;
}

function setTexts<Field extends string>(
  rows: ({ id: number } & Record<Field, string>)[],
  edits: ({ id: number } & Record<Field, string>)[] | undefined,
  list: string,
  field: Field,
) {
  for (const edit of edits ?? []) {
    const row = rows.find((candidate) => candidate.id === edit.id);
    if (!row) throw new AppError("bad_request", `${list}: there is no row ${edit.id} in this revision.`);
    row[field] = edit[field];
  }
}
