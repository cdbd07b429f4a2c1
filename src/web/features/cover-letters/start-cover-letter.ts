import type { UserEntitlements } from "../../../shared/plans";
import { api } from "../../lib/api-client";
import { type CoverLetter, type CoverLetterChanges, coverLetterApi } from "../../lib/cover-letter-api";

/**
 * Creates a letter, then reads the user's plan again (spec §4: creating a cover letter
 * refreshes user info). A failed refresh does not undo the letter: it only leaves `user` empty.
 */
export async function startCoverLetter(
  fields: CoverLetterChanges = {},
): Promise<{ letter: CoverLetter; user: UserEntitlements | null }> {
  const letter = await coverLetterApi.create(fields);
  const user = await api<UserEntitlements>("/api/user").catch(() => null);
  return { letter, user };
}
