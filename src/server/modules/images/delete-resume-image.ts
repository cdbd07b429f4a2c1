import type { Database } from "../../db/client.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { deleteImageFiles } from "../../storage/image-files.ts";
import { setImageName } from "./set-image-name.ts";

/** Removes the photo of one of the user's resumes (404 for another user's); no photo is fine. */
export async function deleteResumeImage({
  db,
  storage,
  userId,
  resumeId,
}: {
  db: Database;
  storage: FileStorage;
  userId: string;
  resumeId: number;
}): Promise<void> {
  const previous = await setImageName({ db, userId, resumeId, imageName: null });
  if (previous) await deleteImageFiles({ storage, userId, resumeId }, previous);
}
