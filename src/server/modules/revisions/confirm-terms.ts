import { and, eq, sql } from "drizzle-orm";
import type { Revision, TermConfirmation } from "../../../shared/contracts/revisions.ts";
import { rescore } from "../../ai/evidence/compare-matches.ts";
import type { Database } from "../../db/client.ts";
import { experience, resume, resumeRevision } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getResume } from "../resumes/get-resume.ts";
import { placeTerm } from "./place-confirmed-term.ts";
import { getOwnedRevision, REVISION_NOT_FOUND, toRevision } from "./revision-row.ts";

const NO_TERM_STATES_MESSAGE =
  "This revision was scored before requirements were checked one by one. Tailor the resume again to confirm terms.";

/**
 * "Do you have this?" (docs/tailoring.md): the terms the user says are true go into the Original
 * as their own words (a skill, or a bullet they wrote) and into this revision, which is scored
 * again. Only terms the revision does not already say are taken; nothing else changes.
 */
export async function confirmTerms({
  db,
  userId,
  id,
  confirmations,
}: {
  db: Database;
  userId: string;
  id: number;
  confirmations: TermConfirmation[];
}): Promise<Revision> {
  const current = await getOwnedRevision(db, userId, id);
  const terms = current.score?.terms;
  if (!current.score || !terms) throw new AppError("bad_request", NO_TERM_STATES_MESSAGE);
  const named = confirmations.map((confirmation) => {
    const match = terms.find((term) => term.term.toLowerCase() === confirmation.term.toLowerCase());
    if (!match)
      throw new AppError("bad_request", `"${confirmation.term}" is not one of this posting's terms.`);
    return { ...confirmation, term: match.term };
  });
  let original = await getResume({ db, userId, id: current.resumeId });
  let revised = current.document;
  for (const confirmation of named) {
    if (
      confirmation.experience_id !== undefined &&
      !original.experiences.some((row) => row.id === confirmation.experience_id)
    )
      throw new AppError("bad_request", "Choose one of this resume's jobs for the bullet.");
    original = placeTerm(original, confirmation);
    revised = placeTerm(revised, confirmation);
  }
  const score = rescore(current.source, revised, current.score);
  return db.transaction(async (tx) => {
    const bump = { updatedAt: sql`greatest(now(), ${resume.updatedAt} + interval '1 millisecond')` };
    await tx
      .update(resume)
      .set({ skills: original.skills, ...bump })
      .where(and(eq(resume.id, current.resumeId), eq(resume.userId, userId)));
    for (const row of original.experiences) {
      if (!named.some((confirmation) => confirmation.experience_id === row.id)) continue;
      await tx
        .update(experience)
        .set({ responsibilities: row.responsibilities })
        .where(and(eq(experience.id, row.id), eq(experience.resumeId, current.resumeId)));
    }
    const [row] = await tx
      .update(resumeRevision)
      .set({
        document: revised,
        score,
        updatedAt: sql`greatest(now(), ${resumeRevision.updatedAt} + interval '1 millisecond')`,
      })
      .where(and(eq(resumeRevision.id, id), eq(resumeRevision.userId, userId)))
      .returning();
    if (!row) throw new AppError("not_found", REVISION_NOT_FOUND);
    return toRevision(row);
  });
}
