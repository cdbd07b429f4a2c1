import { readFile } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ImageSize, imageFilePath } from "./image-files.ts";

export const NO_PHOTO = "This resume has no photo.";

/** The WebP file of the owner's photo at one size; 404 when there is none (or it is not theirs). */
export async function readResumeImage({
  db,
  uploadsDir,
  userId,
  resumeId,
  size,
}: {
  db: Database;
  uploadsDir: string;
  userId: string;
  resumeId: number;
  size: ImageSize;
}): Promise<{ imageName: string; bytes: Buffer }> {
  const [row] = await db
    .select({ imageName: resume.imageName })
    .from(resume)
    .where(and(eq(resume.id, resumeId), eq(resume.userId, userId)));
  if (!row?.imageName) throw new AppError("not_found", NO_PHOTO);
  try {
    const bytes = await readFile(imageFilePath({ uploadsDir, userId, resumeId }, row.imageName, size));
    return { imageName: row.imageName, bytes };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new AppError("not_found", NO_PHOTO);
    throw error;
  }
}
