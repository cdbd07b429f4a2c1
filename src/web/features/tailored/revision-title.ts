import type { RevisionSummary } from "../../../shared/contracts/revisions";
import { revisionLabel } from "../../lib/revision-api";

// A revision made by "Apply accepted changes" is stored with edited_at equal to created_at
// (apply-revision-changes.ts); a later edit moves edited_at on. So the list can say which
// revisions hold only changes the user chose, without a column of its own.

export function isReviewed(revision: Pick<RevisionSummary, "created_at" | "edited_at">): boolean {
  return revision.edited_at !== null && revision.edited_at === revision.created_at;
}

/** "Clinical Applications Analyst – Riverbend Health System — reviewed" */
export function revisionTitle(
  revision: Pick<RevisionSummary, "created_at" | "edited_at" | "desired_role" | "name">,
): string {
  return isReviewed(revision) ? `${revisionLabel(revision)} — reviewed` : revisionLabel(revision);
}
