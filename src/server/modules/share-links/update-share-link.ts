import { and, eq, ne } from "drizzle-orm";
import type { ShareLinkAnswer, UpdateShareLinkRequest } from "../../../shared/contracts/share-links.ts";
import type { Database } from "../../db/client.ts";
import { getOwnedRow } from "../../db/owned-rows.ts";
import { shareLink } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { SLUG_TAKEN } from "./create-share-link.ts";
import { publishContent } from "./publish-content.ts";
import { assertMayShare, SHARE_LINK_NOT_FOUND } from "./share-link-access.ts";
import { toShareLinkAnswer } from "./share-link-answer.ts";
import { hashSharePassword } from "./share-password.ts";
import { readShareStats } from "./share-stats.ts";

export interface UpdateShareLinkOptions {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  appUrl: string;
  fields: UpdateShareLinkRequest & { slug?: string };
}

/** Changes a link's settings; naming revisionId republishes that content as it is now. */
export async function updateShareLink({
  db,
  userId,
  billingEnabled,
  appUrl,
  fields,
}: UpdateShareLinkOptions): Promise<ShareLinkAnswer> {
  const { id, revisionId, password, expiresAt, slug, ...rest } = fields;
  const current = await getOwnedRow(db, shareLink, { userId, id, notFound: SHARE_LINK_NOT_FOUND });
  await assertMayShare(db, userId, billingEnabled);
  const content =
    revisionId === undefined ? {} : await publishContent(db, userId, current.resumeId, revisionId);
  if (slug !== undefined && slug !== current.slug) {
    const [taken] = await db
      .select({ id: shareLink.id })
      .from(shareLink)
      .where(and(eq(shareLink.slug, slug), ne(shareLink.id, id)));
    if (taken) throw new AppError("conflict", SLUG_TAKEN, { field: "slug" });
  }
  const changes = {
    ...rest,
    ...content,
    ...(slug === undefined ? {} : { slug }),
    ...(password === undefined ? {} : { passwordHash: password ? await hashSharePassword(password) : null }),
    ...(expiresAt === undefined ? {} : { expiresAt: expiresAt ? new Date(expiresAt) : null }),
    updatedAt: new Date(),
  };
  const [row] = await db
    .update(shareLink)
    .set(changes)
    .where(and(eq(shareLink.id, id), eq(shareLink.userId, userId)))
    .returning()
    // Two owners racing for one slug: the unique index refuses the second.
    .catch((error: unknown) => {
      if (slug !== undefined && isUniqueViolation(error))
        throw new AppError("conflict", SLUG_TAKEN, { field: "slug" });
      throw error;
    });
  if (!row) throw new AppError("not_found", SHARE_LINK_NOT_FOUND);
  const stats = await readShareStats(db, [row.id]);
  return toShareLinkAnswer(row, stats.get(row.id) ?? { days: [], views: 0, downloads: 0 }, appUrl);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === "23505";
}
