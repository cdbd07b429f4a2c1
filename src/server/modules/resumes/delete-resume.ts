import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { deleteResumeImages } from "../images/image-files.ts";
import { RESUME_NOT_FOUND } from "./get-resume.ts";

export interface DeleteResumeOptions {
  db: Database;
  userId: string;
  id: number;
  /** Where the resume's photo files live (local disk or S3). */
  storage: FileStorage;
  logger: Logger;
}

/**
 * Deletes one of the user's resumes and its photo files; its child rows cascade, its cover
 * letters keep their text (resume_id becomes null). The credit it used is not given back: the
 * plan counts resumes created, not resumes kept.
 */
export async function deleteResume({ db, userId, id, storage, logger }: DeleteResumeOptions) {
  const [deleted] = await db
    .delete(resume)
    .where(and(eq(resume.id, id), eq(resume.userId, userId)))
    .returning({ id: resume.id });
  if (!deleted) throw new AppError("not_found", RESUME_NOT_FOUND);
  // The resume is gone either way; a file that cannot be removed is an operator's problem, not the user's.
  await deleteResumeImages({ storage, userId, resumeId: id }).catch((error: unknown) =>
    logger.error("could not remove the photo files of a deleted resume", { resumeId: id, error }),
  );
}
