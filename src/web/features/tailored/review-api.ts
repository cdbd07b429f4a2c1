import type { Revision } from "../../../shared/contracts/revisions";
import type { ResumeDocument } from "../../../shared/resume";
import type { SkippedChange } from "../../../shared/revision-changes";
import { api } from "../../lib/api-client";

// POST /api/cv/revision/apply (docs/api.md "AI writing"): the changes the user accepted, as a
// new revision or written into their Original. No AI runs; no credit is used.

export type ApplyTarget = "revision" | "original";

export interface ApplyResult {
  applied: string[];
  skipped: SkippedChange[];
  /** The new revision (into "revision"). */
  revision: Revision | null;
  /** The Original as now stored (into "original"). */
  resume: ResumeDocument | null;
}

export function applyAcceptedChanges(revisionId: number, accepted: string[], into: ApplyTarget) {
  return api<ApplyResult>("/api/cv/revision/apply", {
    method: "POST",
    body: { id: revisionId, accepted, into },
  });
}
