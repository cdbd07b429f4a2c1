import { eq } from "drizzle-orm";
import type { ResumeDocument } from "../../../shared/resume.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import type { Database } from "../../db/client.ts";
import { shareLink } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getResumeWithOverPlan } from "../resumes/get-resume.ts";
import { isPaidForSharing } from "./share-link-access.ts";

const SHARED_NOT_FOUND = "This link does not exist, has expired or was unpublished.";

export type ShareLinkRow = typeof shareLink.$inferSelect;

/** A link by its slug, while it may be shown: 404 when unknown, expired, or its owner may no longer share. */
export async function findShareLink(
  db: Database,
  slug: string,
  billingEnabled: boolean,
  now = new Date(),
): Promise<ShareLinkRow> {
  const [row] = await db.select().from(shareLink).where(eq(shareLink.slug, slug));
  if (!row || (row.expiresAt && row.expiresAt <= now)) throw new AppError("not_found", SHARED_NOT_FOUND);
  // A lapsed subscription stops its links as it stops downloads (the page offers the PDF).
  if (!(await isPaidForSharing(db, row.userId, billingEnabled))) {
    throw new AppError("not_found", SHARED_NOT_FOUND);
  }
  return row;
}

/**
 * What a link shows: the Original as it is now, or the revision as it was published, in the
 * resume's current layout (section order, margins and type are the resume's). A resume moved in
 * over plan prints nowhere until a credit unlocks it, so its links show nothing either.
 */
export async function sharedContent(
  db: Database,
  link: ShareLinkRow,
): Promise<{ doc: ResumeDocument; layout: ResumeLayout }> {
  const {
    doc: original,
    overPlan,
    layout,
  } = await getResumeWithOverPlan({
    db,
    userId: link.userId,
    id: link.resumeId,
  });
  if (overPlan) throw new AppError("not_found", SHARED_NOT_FOUND);
  const doc = link.snapshot
    ? { ...original, ...link.snapshot, id: original.id, image_name: original.image_name }
    : original;
  return { doc, layout };
}
