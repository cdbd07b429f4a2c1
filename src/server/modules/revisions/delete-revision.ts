import { deleteOwnedRow, type OwnedRowRequest } from "../../db/owned-rows.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { REVISION_NOT_FOUND } from "./revision-row.ts";

export async function deleteRevision({ db, userId, id }: OwnedRowRequest) {
  await deleteOwnedRow(db, resumeRevision, { userId, id, notFound: REVISION_NOT_FOUND });
}
