import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { deleteOwnedRow } from "../../db/owned-rows.ts";
import { shareLink } from "../../db/schema/index.ts";
import { SHARE_LINK_NOT_FOUND } from "./share-link-access.ts";

/** Unpublishes at once: the row and its statistics go, and /r/{slug} answers 404 from now on. */
export async function deleteShareLink({ db, userId, id }: OwnedRowRequest) {
  await deleteOwnedRow(db, shareLink, { userId, id, notFound: SHARE_LINK_NOT_FOUND });
}
