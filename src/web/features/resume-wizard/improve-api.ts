import type { ImproveAnswer, ImprovedUnit, ImproveSuggestion } from "../../../shared/contracts/improve";
import type { ResumeEntityType } from "../../../shared/resume";
import { api } from "../../lib/api-client";

// POST /api/cv/improve (docs/api.md "AI writing"): suggestions for each line of one field.

export type ImproveTarget =
  | { kind: "summary" }
  | { kind: ResumeEntityType; row: number | null }
  | { kind: "sections"; section: number; entry: number };

export type { ImproveSuggestion };
/** One line (or sentence) of the field with its suggestions. */
export type ImprovedLine = ImprovedUnit;

export function requestImprovements(resumeId: number, target: ImproveTarget, text: string) {
  return api<ImproveAnswer>("/api/cv/improve", {
    method: "POST",
    body: { id: resumeId, ...target, text },
  });
}
