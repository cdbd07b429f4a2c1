import { deleteOwnedRow, type OwnedRowRequest } from "../../db/owned-rows.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { COVER_LETTER_NOT_FOUND } from "./cover-letter-row.ts";

export async function deleteCoverLetter({ db, userId, id }: OwnedRowRequest) {
  await deleteOwnedRow(db, coverLetter, { userId, id, notFound: COVER_LETTER_NOT_FOUND });
}
