import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { getOwnedCoverLetter, toCoverLetter } from "./cover-letter-row.ts";

/** One of the user's cover letters. */
export async function getCoverLetter({ db, userId, id }: OwnedRowRequest) {
  return toCoverLetter(await getOwnedCoverLetter(db, userId, id));
}
