import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";

// Where resume photos live: <uploadsDir>/<userId>/<resumeId>/<imageName>-<size>.webp (spec §3:
// the path is built from the user id, the resume id and the image name). Every part is checked
// against a strict pattern, so no value can ever point outside the uploads folder.

export const IMAGE_SIZES = [96, 192, 384] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

const SAFE_PART = /^[A-Za-z0-9_-]{1,100}$/;

function safePart(value: string, what: string): string {
  if (!SAFE_PART.test(value)) throw new Error(`unsafe ${what} for an upload path: ${JSON.stringify(value)}`);
  return value;
}

export function userImageDir(uploadsDir: string, userId: string): string {
  return join(uploadsDir, safePart(userId, "user id"));
}

export function resumeImageDir(uploadsDir: string, userId: string, resumeId: number): string {
  if (!Number.isSafeInteger(resumeId) || resumeId < 1) throw new Error(`unsafe resume id: ${resumeId}`);
  return join(userImageDir(uploadsDir, userId), String(resumeId));
}

export interface ResumeImageLocation {
  uploadsDir: string;
  userId: string;
  resumeId: number;
}

export function imageFilePath(location: ResumeImageLocation, imageName: string, size: ImageSize): string {
  const dir = resumeImageDir(location.uploadsDir, location.userId, location.resumeId);
  return join(dir, `${safePart(imageName, "image name")}-${size}.webp`);
}

/** Removes the files of one photo (all sizes); missing files are fine. */
export async function deleteImageFiles(location: ResumeImageLocation, imageName: string): Promise<void> {
  await Promise.all(IMAGE_SIZES.map((size) => rm(imageFilePath(location, imageName, size), { force: true })));
}

/** Removes every photo file of a resume; call it when the resume is deleted. */
export async function deleteResumeImages(location: ResumeImageLocation): Promise<void> {
  await rm(resumeImageDir(location.uploadsDir, location.userId, location.resumeId), {
    recursive: true,
    force: true,
  });
}

/** Removes every photo file of a user; call it when the account is deleted. */
export async function deleteUserImages({
  uploadsDir,
  userId,
}: {
  uploadsDir: string;
  userId: string;
}): Promise<void> {
  await rm(userImageDir(uploadsDir, userId), { recursive: true, force: true });
}

/**
 * Moves a user's photos to another user (an anonymous user who linked an account): resume ids
 * are unique, so each resume folder moves as it is. Call after the resumes were reassigned.
 */
export async function moveUserImages({
  uploadsDir,
  fromUserId,
  toUserId,
}: {
  uploadsDir: string;
  fromUserId: string;
  toUserId: string;
}): Promise<void> {
  const from = userImageDir(uploadsDir, fromUserId);
  const resumeFolders = await readdir(from).catch(() => [] as string[]);
  if (resumeFolders.length === 0) return;
  const to = userImageDir(uploadsDir, toUserId);
  await mkdir(to, { recursive: true });
  for (const folder of resumeFolders) await rename(join(from, folder), join(to, folder));
  await rm(from, { recursive: true, force: true });
}
