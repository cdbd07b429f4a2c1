import { and, eq } from "drizzle-orm";
import { printedHeadline } from "../../../shared/headline.ts";
import type { Database } from "../../db/client.ts";
import { coverLetter, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type LetterDocument, letterContact, letterDate } from "../../pdf/letter-content.ts";
import { COVER_LETTER_NOT_FOUND } from "../cover-letters/cover-letter-row.ts";
import { getResume } from "../resumes/get-resume.ts";

// One text of a cover letter as it prints, for the PDF and the Word download alike: who signs it,
// the date, whom it is for and the text. Another user's letter is a 404 before anything else.

const LETTER_NOT_WRITTEN = "Generate or write the letter first.";
const noTextNumber = (index: number) => `This cover letter has no text number ${index}.`;

/** The owner's letter, its text `index` (0 = newest); 404 when not theirs, 400 when not written. */
export async function printableLetter(
  db: Database,
  userId: string,
  id: number,
  index: number,
): Promise<LetterDocument> {
  const [row] = await db
    .select()
    .from(coverLetter)
    .where(and(eq(coverLetter.id, id), eq(coverLetter.userId, userId)));
  if (!row) throw new AppError("not_found", COVER_LETTER_NOT_FOUND);
  if (!row.content.some((text) => text.trim())) throw new AppError("bad_request", LETTER_NOT_WRITTEN);
  const text = row.content[index];
  if (text === undefined) throw new AppError("bad_request", noTextNumber(index));
  if (!text.trim()) throw new AppError("bad_request", LETTER_NOT_WRITTEN);
  return {
    kind: "letter",
    ...(await writerOf(db, userId, row.resumeId)),
    // The day it is printed, like a letter dated when it is sent (and part of the cache key).
    date: letterDate(new Date()),
    job_title: row.jobTitle,
    company: row.company,
    text,
  };
}

/**
 * Who signs the letter: the name, headline (never the desired role) and contact details of the resume it was written from,
 * or, without one (or once that resume is deleted), the account's name and email. A guest
 * account's placeholder name and address are not the person's, so they print nothing.
 */
async function writerOf(db: Database, userId: string, resumeId: number | null) {
  if (resumeId !== null) {
    const doc = await getResume({ db, userId, id: resumeId }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    });
    if (doc)
      return {
        full_name: doc.full_name,
        headline: printedHeadline(doc),
        contact: letterContact(doc),
        address: doc.address,
      };
  }
  const [account] = await db
    .select({ name: user.name, email: user.email, isAnonymous: user.isAnonymous })
    .from(user)
    .where(eq(user.id, userId));
  if (!account || account.isAnonymous) return { full_name: "", headline: "", contact: [] };
  return {
    full_name: account.name,
    headline: "",
    contact: letterContact({ email: account.email, phone: "", address: "", links: [] }),
  };
}
