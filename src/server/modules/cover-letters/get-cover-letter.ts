import type { Database } from "../../db/client.ts";
import { getOwnedCoverLetter, toCoverLetter } from "../entities/cover-letter-row.ts";

/** One of the user's cover letters. */
export async function getCoverLetter({ db, userId, id }: { db: Database; userId: string; id: number }) {
  return toCoverLetter(await getOwnedCoverLetter(db, userId, id));
}
