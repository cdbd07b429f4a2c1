import type { ResumeEntityType } from "../../../shared/resume";
import { api } from "../../lib/api-client";

// POST /api/cv/improve (docs/api.md "AI writing"): suggestions for each line of one field.

export type ImproveTarget =
  | { kind: "summary" }
  | { kind: ResumeEntityType; row: number | null }
  | { kind: "sections"; section: number; entry: number };

export interface ImproveSuggestion {
  text: string;
  why: string;
}

export interface ImprovedLine {
  start: number;
  end: number;
  text: string;
  suggestions: ImproveSuggestion[];
  ask?: string;
}

export interface ImproveAnswer {
  writer: string;
  bullets: ImprovedLine[];
}

export function requestImprovements(resumeId: number, target: ImproveTarget, text: string) {
  return api<ImproveAnswer>("/api/cv/improve", { method: "POST", body: { id: resumeId, ...target, text } });
}
