import type { Database } from "../../db/client.ts";
import { feedback } from "../../db/schema/index.ts";

/** Stores one contact message; `userId` is the signed-in sender's, null for a visitor. */
export async function saveFeedback(options: {
  db: Database;
  email: string;
  message: string;
  userId: string | null;
}): Promise<{ id: number }> {
  const { db, email, message, userId } = options;
  const [row] = await db.insert(feedback).values({ email, message, userId }).returning({ id: feedback.id });
  if (!row) throw new Error("feedback insert returned no row");
  return row;
}
