import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { deleteImageFiles, imageKey } from "../../storage/image-files.ts";
import { RESUME_NOT_FOUND } from "../resumes/get-resume.ts";
import type { PhotoCrop } from "./parse-photo-crop.ts";
import { readImageSize } from "./read-image-size.ts";
import { MAX_IMAGE_SIDE, renderPhoto } from "./render-photo.ts";
import { setImageName } from "./set-image-name.ts";
import { sniffImageType } from "./sniff-image-type.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface SaveResumeImageOptions {
  db: Database;
  logger: Logger;
  storage: FileStorage;
  userId: string;
  resumeId: number;
  bytes: Uint8Array;
  /** The square the user chose (upright-photo pixels); without it, the centred square. */
  crop?: PhotoCrop | null;
}

/**
 * Stores a new photo for one of the user's resumes and removes the previous one. The file name
 * is a random id of ours, never the client's, so an upload cannot choose where it is written.
 */
export async function saveResumeImage(options: SaveResumeImageOptions): Promise<{ image_name: string }> {
  const { db, logger, storage, userId, resumeId, bytes, crop } = options;
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new AppError("payload_too_large", "The photo is larger than 5 MB.");
  if (!sniffImageType(bytes))
    throw new AppError("bad_request", "The photo must be a JPEG, PNG or WebP image.");
  await assertOwnResume(db, userId, resumeId);

  const { width, height } = await readImageSize(bytes, logger);
  if (width === 0) throw unreadable();
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new AppError(
      "bad_request",
      `The photo is too large: at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels (this one is ${width} × ${height}).`,
    );
  }
  const rendered = await renderPhoto(bytes, crop).catch((error: unknown) => {
    if (error instanceof AppError) throw error; // a crop outside the photo
    logger.warn("photo could not be converted", { error, resumeId });
    throw unreadable();
  });

  const location = { storage, userId, resumeId };
  const imageName = randomBytes(12).toString("hex");
  await Promise.all(
    [...rendered].map(([size, webp]) => storage.put(imageKey(location, imageName, size), webp, "image/webp")),
  ).catch(async (error: unknown) => {
    // Half a photo must not stay behind when the storage fails part way (say, a network error).
    await deleteImageFiles(location, imageName).catch(() => undefined);
    throw error;
  });

  const previous = await setImageName({ db, userId, resumeId, imageName }).catch(async (error: unknown) => {
    await deleteImageFiles(location, imageName);
    throw error;
  });
  if (previous) await deleteImageFiles(location, previous);
  return { image_name: imageName };
}

function unreadable() {
  return new AppError(
    "bad_request",
    "The photo could not be read: the file is damaged or not a complete image.",
  );
}

async function assertOwnResume(db: Database, userId: string, resumeId: number) {
  const [row] = await db
    .select({ id: resume.id })
    .from(resume)
    .where(and(eq(resume.id, resumeId), eq(resume.userId, userId)));
  if (!row) throw new AppError("not_found", RESUME_NOT_FOUND);
}
