import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { resume } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { RESUME_NOT_FOUND } from "../resumes/get-resume.ts";

/**
 * Sets (or clears) the photo of one of the user's resumes and answers the previous photo's
 * name, whose files the caller removes. The row is locked while it is read and written, so
 * two uploads at once each remove exactly the photo they replaced. The resume's updated_at
 * does not move: it guards the wizard's fields, which a photo change does not touch.
 */
export async function setImageName({
  db,
  userId,
  resumeId,
  imageName,
}: {
  db: Database;
  userId: string;
  resumeId: number;
  imageName: string | null;
}): Promise<string | null> {
  return db.transaction(async (tx) => {
    const owned = and(eq(resume.id, resumeId), eq(resume.userId, userId));
    const [row] = await tx.select({ imageName: resume.imageName }).from(resume).where(owned).for("update");
    if (!row) throw new AppError("not_found", RESUME_NOT_FOUND);
    await tx.update(resume).set({ imageName }).where(owned);
    return row.imageName;
  });
}
