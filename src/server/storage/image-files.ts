import type { FileStorage } from "./file-storage.ts";

// Where resume photos live: the key <userId>/<resumeId>/<imageName>-<size>.webp in the file
// storage (spec §3: the path is built from the user id, the resume id and the image name), on
// local disk under DATA_DIR/uploads or in an S3 bucket. Every part is checked against a strict
// pattern, so no value can ever point outside the user's own folder.

export const IMAGE_SIZES = [96, 192, 384] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

const SAFE_PART = /^[A-Za-z0-9_-]{1,100}$/;

function safePart(value: string, what: string): string {
  if (!SAFE_PART.test(value)) throw new Error(`unsafe ${what} for an upload path: ${JSON.stringify(value)}`);
  return value;
}

function userImagePrefix(userId: string): string {
  return `${safePart(userId, "user id")}/`;
}

function resumeImagePrefix(userId: string, resumeId: number): string {
  if (!Number.isSafeInteger(resumeId) || resumeId < 1) throw new Error(`unsafe resume id: ${resumeId}`);
  return `${userImagePrefix(userId)}${resumeId}/`;
}

export interface ResumeImageLocation {
  storage: FileStorage;
  userId: string;
  resumeId: number;
}

export function imageKey(location: Omit<ResumeImageLocation, "storage">, imageName: string, size: ImageSize) {
  return `${resumeImagePrefix(location.userId, location.resumeId)}${safePart(imageName, "image name")}-${size}.webp`;
}

/** Removes the files of one photo (all sizes); missing files are fine. */
export async function deleteImageFiles(location: ResumeImageLocation, imageName: string): Promise<void> {
  await Promise.all(IMAGE_SIZES.map((size) => location.storage.delete(imageKey(location, imageName, size))));
}

/** Removes every photo file of a resume; call it when the resume is deleted. */
export async function deleteResumeImages(location: ResumeImageLocation): Promise<void> {
  await location.storage.deletePrefix(resumeImagePrefix(location.userId, location.resumeId));
}

/** Removes every photo file of a user; call it when the account is deleted. */
export async function deleteUserImages({ storage, userId }: { storage: FileStorage; userId: string }) {
  await storage.deletePrefix(userImagePrefix(userId));
}

/**
 * Moves a user's photos to another user (an anonymous user who linked an account): resume ids
 * are unique, so each resume folder moves as it is. Call after the resumes were reassigned.
 */
export async function moveUserImages({
  storage,
  fromUserId,
  toUserId,
}: {
  storage: FileStorage;
  fromUserId: string;
  toUserId: string;
}): Promise<void> {
  await storage.move(userImagePrefix(fromUserId), userImagePrefix(toUserId));
}
