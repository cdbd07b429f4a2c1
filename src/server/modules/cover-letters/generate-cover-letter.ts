import { and, eq } from "drizzle-orm";
import {
  type GenerateCoverLetterPayload,
  letterNameFor,
  PLACEHOLDER_LETTER_NAMES,
} from "../../../shared/contracts/cover-letters.ts";
import { MAX_LETTER_TEXTS } from "../../../shared/resume.ts";
import { coverLetter } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type GenerationRequest, startGeneration } from "../generations/run-generation.ts";
import { refundUsersStaleGenerations } from "../generations/settle-generation.ts";
import { getOwnedJob } from "../jobs/job-row.ts";
import { LETTER_TEXTS_FULL } from "../limits/row-caps.ts";
import { getResume } from "../resumes/get-resume.ts";
import { revisionDocument } from "../revisions/revision-document.ts";
import {
  COVER_LETTER_NOT_FOUND,
  type CoverLetterFields,
  getOwnedCoverLetter,
  toCoverLetter,
} from "./cover-letter-row.ts";
import { updateCoverLetter } from "./update-cover-letter.ts";

const REVISION_WITHOUT_RESUME =
  "revision_id needs the letter's resume: choose the resume the revision belongs to (resume_id).";

export type GenerateCoverLetterOptions = GenerationRequest<GenerateCoverLetterPayload>;

/**
 * POST /api/cover-letter/generate: saves the fields sent on the letter (a job_id fills the job
 * fields not sent from the saved job), then writes a new text from the letter's resume (or the
 * Tailored revision `revision_id` of it) and job and puts it first in `content`. Checks run before the credit is taken; the writing runs
 * detached (see startGeneration).
 */
export async function generateCoverLetter(options: GenerateCoverLetterOptions) {
  const { db, writer, userId, payload } = options;
  const { id, tone, revision_id: revisionId, ...sent } = payload;
  await refundUsersStaleGenerations({ db, userId, timeoutMs: options.timeoutMs });
  const owned = await getOwnedCoverLetter(db, userId, id);
  // Refused before the credit is taken: a new text would push the oldest out unasked.
  if (owned.content.length >= MAX_LETTER_TEXTS) {
    throw new AppError("conflict", LETTER_TEXTS_FULL, { reason: "letterTextsFull" });
  }
  const fields: CoverLetterFields = { ...sent };
  if (sent.job_id != null) {
    const job = await getOwnedJob(db, userId, sent.job_id);
    fields.job_title ??= job.title;
    fields.company ??= job.company;
    fields.job_description ??= job.description;
  }
  const resumeId = sent.resume_id === undefined ? owned.resumeId : sent.resume_id;
  if (revisionId !== undefined && resumeId === null) {
    throw new AppError("bad_request", REVISION_WITHOUT_RESUME);
  }
  // A letter still called by its placeholder is named after its job on its first text.
  const jobTitle = fields.job_title ?? owned.jobTitle;
  const company = fields.company ?? owned.company;
  if (owned.content.length === 0 && PLACEHOLDER_LETTER_NAMES.includes(owned.name) && (jobTitle || company)) {
    fields.name = letterNameFor(jobTitle, company);
  }
  const original = resumeId === null ? null : await getResume({ db, userId, id: resumeId });
  // The revision is checked (the user's, of this resume: else 404) before anything is saved.
  const resume =
    original && revisionId !== undefined
      ? await revisionDocument(db, userId, original, revisionId)
      : original;
  const letter = await updateCoverLetter({ db, userId, id, fields });

  return startGeneration({
    ...options,
    kind: "cover_letter",
    resumeId: letter.resume_id,
    coverLetterId: id,
    write: (writeOptions) =>
      writer.writeCoverLetter(
        {
          resume,
          jobTitle: letter.job_title,
          company: letter.company,
          jobDescription: letter.job_description,
          instructions: letter.instructions,
          tone,
        },
        writeOptions,
      ),
    save: async (tx, text) => {
      const where = and(eq(coverLetter.id, id), eq(coverLetter.userId, userId));
      // Locked, so two generations of one letter both land.
      const [current] = await tx
        .select({ content: coverLetter.content })
        .from(coverLetter)
        .where(where)
        .for("update");
      if (!current) throw new AppError("not_found", COVER_LETTER_NOT_FOUND);
      const [row] = await tx
        .update(coverLetter)
        .set({ content: [text, ...current.content].slice(0, MAX_LETTER_TEXTS), updatedAt: new Date() })
        .where(where)
        .returning();
      if (!row) throw new AppError("not_found", COVER_LETTER_NOT_FOUND);
      const saved = toCoverLetter(row);
      return { content: saved.content, cover_letter: saved };
    },
  });
}
