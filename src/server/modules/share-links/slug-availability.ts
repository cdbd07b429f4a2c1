import { eq } from "drizzle-orm";
import { isValidSlug, type SlugAvailability } from "../../../shared/contracts/share-links.ts";
import type { Database } from "../../db/client.ts";
import { getOwnedRow } from "../../db/owned-rows.ts";
import { shareLink } from "../../db/schema/index.ts";
import { SLUG_TAKEN } from "./create-share-link.ts";
import { SHARE_LINK_NOT_FOUND } from "./share-link-access.ts";

/** Whether `slug` is free, or already the name of the caller's own link `linkId`. */
export async function slugAvailability({
  db,
  userId,
  slug,
  linkId,
}: {
  db: Database;
  userId: string;
  slug: string;
  linkId?: number;
}): Promise<SlugAvailability> {
  // Naming a link that is not the caller's is "not found", whatever the name.
  if (linkId !== undefined)
    await getOwnedRow(db, shareLink, { userId, id: linkId, notFound: SHARE_LINK_NOT_FOUND });
  if (!isValidSlug(slug)) {
    return { slug, available: false, message: "Use 3–60 lower-case letters, digits and single hyphens." };
  }
  const [row] = await db
    .select({ id: shareLink.id, userId: shareLink.userId })
    .from(shareLink)
    .where(eq(shareLink.slug, slug));
  const mine = row && row.userId === userId && row.id === linkId;
  if (row && !mine) return { slug, available: false, message: SLUG_TAKEN };
  return { slug, available: true, message: "This link name is available." };
}
