import { count, eq } from "drizzle-orm";
import type { CreateShareLinkRequest, ShareLinkAnswer } from "../../../shared/contracts/share-links.ts";
import type { Database } from "../../db/client.ts";
import { shareLink } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { publishContent } from "./publish-content.ts";
import { randomSlug } from "./random-slug.ts";
import { assertMayShare } from "./share-link-access.ts";
import { toShareLinkAnswer } from "./share-link-answer.ts";
import { hashSharePassword } from "./share-password.ts";
import { readShareStats } from "./share-stats.ts";

/** Far above real use (a link per application); keeps a runaway client from filling the table. */
const MAX_SHARE_LINKS = 200;
export const SLUG_TAKEN = "That link name is already taken. Choose another.";

export interface CreateShareLinkOptions {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  appUrl: string;
  fields: Omit<CreateShareLinkRequest, "slug"> & { slug?: string };
}

/** Publishes the user's resume (or a revision of it) at a new slug; 409 when the slug is taken. */
export async function createShareLink({
  db,
  userId,
  billingEnabled,
  appUrl,
  fields,
}: CreateShareLinkOptions): Promise<ShareLinkAnswer> {
  const content = await publishContent(db, userId, fields.resumeId, fields.revisionId);
  await assertMayShare(db, userId, billingEnabled);
  const [existing] = await db.select({ n: count() }).from(shareLink).where(eq(shareLink.userId, userId));
  if ((existing?.n ?? 0) >= MAX_SHARE_LINKS) {
    throw new AppError(
      "conflict",
      `You already have ${MAX_SHARE_LINKS} share links, the most an account keeps. Unpublish some first.`,
    );
  }
  const passwordHash = fields.password ? await hashSharePassword(fields.password) : null;
  const values = {
    userId,
    resumeId: fields.resumeId,
    ...content,
    template: fields.template,
    props: fields.props ?? {},
    passwordHash,
    expiresAt: fields.expiresAt ? new Date(fields.expiresAt) : null,
    allowIndexing: fields.allowIndexing ?? false,
  };
  // A random slug that happens to be taken is drawn again; a chosen one is the user's to change.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = fields.slug ?? randomSlug();
    const [row] = await db
      .insert(shareLink)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: shareLink.slug })
      .returning();
    if (row) {
      const stats = await readShareStats(db, [row.id]);
      return toShareLinkAnswer(row, stats.get(row.id) ?? emptyStats(), appUrl);
    }
    if (fields.slug) break;
  }
  throw new AppError("conflict", SLUG_TAKEN, { field: "slug" });
}

function emptyStats() {
  return { days: [], views: 0, downloads: 0 };
}
