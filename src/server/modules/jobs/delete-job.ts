import { deleteOwnedRow, type OwnedRowRequest } from "../../db/owned-rows.ts";
import { job } from "../../db/schema/index.ts";
import { JOB_NOT_FOUND } from "./job-row.ts";

/** Deletes one of the user's jobs; its revisions and letters stay (their job_id becomes null). */
export async function deleteJob({ db, userId, id }: OwnedRowRequest) {
  await deleteOwnedRow(db, job, { userId, id, notFound: JOB_NOT_FOUND });
}
