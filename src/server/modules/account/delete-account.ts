import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/client.ts";
import { outboxMessage, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { deleteUserImages } from "../../storage/image-files.ts";
import { cancelSubscriptionBeforeDeletion } from "./cancel-subscription-before-deletion.ts";

/**
 * Removes the user and everything of theirs. The database does the rows: sessions, sign-in
 * methods, two-factor secrets, the plan, resumes with their rows and revisions, cover letters,
 * saved jobs and AI generation records all reference the user with ON DELETE CASCADE, so
 * deleting the user row is one atomic step, and the session
 * that asked stops working with it. The photo files go afterwards: if that fails the account is
 * already gone, so it is logged rather than reported to a user who no longer exists.
 */
export async function deleteAccount({
  db,
  logger,
  storage,
  userId,
  stripe,
}: {
  db: Database;
  logger: Logger;
  storage: FileStorage;
  userId: string;
  /** Cancels an active subscription first (cancel-subscription-before-deletion.ts). */
  stripe?: Stripe;
}): Promise<void> {
  await cancelSubscriptionBeforeDeletion({ db, logger, stripe, userId });
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(user).where(eq(user.id, userId)).returning({ email: user.email });
    if (!deleted) throw new AppError("not_found", "This account does not exist any more.");
    // Mail kept by the development outbox (no SMTP) was addressed to them too.
    await tx.delete(outboxMessage).where(eq(outboxMessage.to, deleted.email));
  });
  await deleteUserImages({ storage, userId }).catch((error: unknown) => {
    logger.error("photo files of a deleted account could not be removed", { userId, error });
  });
}
