import type { RevisionSummary } from "../../shared/contracts/revisions";
import { revisionDate, revisionLabel } from "./revision-api";

// How a revision is told apart from its neighbours wherever one is picked (the Tailored list,
// the design page, the cover letter screen; issue 34 §2): its name, when it was written, the job
// it was written for when the name does not say it, and "reviewed" for one made from accepted
// changes. Two revisions that still read alike (same name, job and minute) are numbered in the
// order they were written, so no two entries ever look the same.

// A revision made by "Apply accepted changes" is stored with edited_at equal to created_at
// (apply-revision-changes.ts); a later edit moves edited_at on. So the list can say which
// revisions hold only changes the user chose, without a column of its own.

type Labelled = Pick<RevisionSummary, "id" | "created_at" | "edited_at" | "desired_role" | "name" | "job_id">;

export function isReviewed(revision: Pick<RevisionSummary, "created_at" | "edited_at">): boolean {
  return revision.edited_at !== null && revision.edited_at === revision.created_at;
}

/** "Clinical Applications Analyst – Riverbend Health System — reviewed"; `nth` numbers one of alike revisions. */
export function revisionTitle(
  revision: Pick<RevisionSummary, "created_at" | "edited_at" | "desired_role" | "name">,
  nth?: number,
): string {
  const name = numberedName(revision, nth);
  return isReviewed(revision) ? `${name} — reviewed` : name;
}

/**
 * Each revision's one-line label for a picker, by id: "Clinical Informatics Specialist – Nursing
 * Systems · Mar 3, 2026, 2:06 PM · reviewed", with "for <job>" when the name does not say it,
 * and "(2)" after the name of a second revision that would otherwise read the same.
 */
export function revisionChoiceLabels(
  revisions: Labelled[],
  jobTitles: Map<number, string>,
): Map<number, string> {
  const numbers = alikeNumbers(revisions, jobTitles);
  return new Map(
    revisions.map((revision) => [
      revision.id,
      labelOf(revision, detailsOf(revision, jobTitles), numbers.get(revision.id)),
    ]),
  );
}

/**
 * The number of each revision that reads exactly like another (same name, job, minute and
 * review state), counted oldest first; revisions unlike all others have none.
 */
export function alikeNumbers(revisions: Labelled[], jobTitles: Map<number, string>): Map<number, number> {
  const plain = new Map(
    revisions.map((revision) => [revision.id, labelOf(revision, detailsOf(revision, jobTitles))]),
  );
  const counts = new Map<string, number>();
  for (const label of plain.values()) counts.set(label, (counts.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const numbers = new Map<number, number>();
  // The lists are newest first; ids grow with time.
  for (const revision of [...revisions].sort((a, b) => a.id - b.id)) {
    const label = plain.get(revision.id) ?? "";
    if ((counts.get(label) ?? 0) < 2) continue;
    const nth = (seen.get(label) ?? 0) + 1;
    seen.set(label, nth);
    numbers.set(revision.id, nth);
  }
  return numbers;
}

function detailsOf(revision: Labelled, jobTitles: Map<number, string>): string[] {
  const job = revision.job_id === null ? undefined : jobTitles.get(revision.job_id);
  return [
    job && !saysTheJob(revisionLabel(revision), job) ? `for ${job}` : "",
    revisionDate(revision),
    isReviewed(revision) ? "reviewed" : revision.edited_at ? "edited" : "",
  ].filter(Boolean);
}

/** The name, numbered when it needs to be: "Clinical Applications Analyst (2)". */
function numberedName(revision: Pick<RevisionSummary, "created_at" | "desired_role" | "name">, nth?: number) {
  return nth ? `${revisionLabel(revision)} (${nth})` : revisionLabel(revision);
}

function labelOf(revision: Labelled, details: string[], nth?: number): string {
  return [numberedName(revision, nth), ...details].join(" · ");
}

/** Whether every word of the job's label is in the name ("Web Developer at Microsoft" in "Web Developer – Microsoft"). */
function saysTheJob(name: string, job: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && word !== "at");
  const named = new Set(words(name));
  return words(job).every((word) => named.has(word));
}
