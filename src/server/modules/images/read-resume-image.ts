import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { type ImageSize, imageKey } from "../../storage/image-files.ts";

const NO_PHOTO = "This resume has no photo.";

/** The WebP file of the owner's photo at one size; 404 when there is none (or it is not theirs). */
export async function readResumeImage({
  db,
  storage,
  userId,
  resumeId,
  size,
}: {
  db: Database;
  storage: FileStorage;
  userId: string;
  resumeId: number;
  size: ImageSize;
}): Promise<{ imageName: string; bytes: Buffer }> {
  const [row] = await db
    .select({ imageName: resume.imageName })
    .from(resume)
    .where(and(eq(resume.id, resumeId), eq(resume.userId, userId)));
  if (!row?.imageName) throw new AppError("not_found", NO_PHOTO);
  const bytes = await storage.get(imageKey({ userId, resumeId }, row.imageName, size));
  if (!bytes) throw new AppError("not_found", NO_PHOTO);
  return { imageName: row.imageName, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
