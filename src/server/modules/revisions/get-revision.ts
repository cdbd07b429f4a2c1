import type { Revision } from "../../../shared/ai.ts";
import type { Database } from "../../db/client.ts";
import { getOwnedRevision, toRevision } from "./revision-row.ts";

/** One of the user's revisions, with both documents. */
export async function getRevision({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: number;
}): Promise<Revision> {
  return toRevision(await getOwnedRevision(db, userId, id));
}
