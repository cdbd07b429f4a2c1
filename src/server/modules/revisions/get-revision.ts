import type { Revision } from "../../../shared/contracts/revisions.ts";
import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { getOwnedRevision, toRevision } from "./revision-row.ts";

/** One of the user's revisions, with both documents. */
export async function getRevision({ db, userId, id }: OwnedRowRequest): Promise<Revision> {
  return toRevision(await getOwnedRevision(db, userId, id));
}
