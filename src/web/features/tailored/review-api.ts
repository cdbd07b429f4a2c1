import type { ApplyChangesResult, ApplyTarget } from "../../../shared/contracts/revisions";
import { api } from "../../lib/api-client";

// POST /api/cv/revision/apply (docs/api.md "AI writing"): the changes the user accepted, as a
// new revision or written into their Original. No AI runs; no credit is used.

export type { ApplyTarget };

export function applyAcceptedChanges(revisionId: number, accepted: string[], into: ApplyTarget) {
  return api<ApplyChangesResult>("/api/cv/revision/apply", {
    method: "POST",
    body: { id: revisionId, accepted, into },
  });
}
