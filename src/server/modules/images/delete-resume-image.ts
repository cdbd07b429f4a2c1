import type { Database } from "../../db/client.ts";
import { deleteImageFiles } from "./image-files.ts";
import { setImageName } from "./set-image-name.ts";

/** Removes the photo of one of the user's resumes (404 for another user's); no photo is fine. */
export async function deleteResumeImage({
  db,
  uploadsDir,
  userId,
  resumeId,
}: {
  db: Database;
  uploadsDir: string;
  userId: string;
  resumeId: number;
}): Promise<void> {
  const previous = await setImageName({ db, userId, resumeId, imageName: null });
  if (previous) await deleteImageFiles({ uploadsDir, userId, resumeId }, previous);
}
