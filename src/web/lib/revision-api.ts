import type { Revision, RevisionSummary } from "../../shared/ai";
import type { SkillGroup } from "../../shared/skill-groups";
import { api } from "./api-client";
import { type ProgressHandler, streamGeneration } from "./generation-stream";

// Typed calls of the Tailored revisions API (docs/api.md "AI writing").

export interface RevisionList {
  revisions: RevisionSummary[];
  /** True while a generation for this resume runs on the server. */
  generating: boolean;
}

export interface GenerateOptions {
  id: number;
  desiredRole?: string;
  jobId?: number;
  instructions?: string;
  /** Whether the summary may state years worked out from the dates (the server's default: yes). */
  mentionYears?: boolean;
}

/** The text fields a user may edit in a revision; rows carry only their id and text. */
export interface RevisionEdit {
  summary?: string;
  skills?: SkillGroup[];
  experiences?: { id: number; responsibilities: string }[];
  projects?: { id: number; description: string }[];
  educations?: { id: number; achievements: string }[];
  certificates?: { id: number; description: string }[];
}

/**
 * A posting term the user says they have ("Do you have this?"): added to a skill group (`group`,
 * omitted = plain skills) or, with `experience_id`, as their own bullet `text`, which must name it.
 */
export interface TermConfirmation {
  term: string;
  group?: string;
  experience_id?: number;
  text?: string;
}

export const revisionApi = {
  list: (resumeId: number) => api<RevisionList>(`/api/cv/revisions?id=${resumeId}`),
  item: (revisionId: number) => api<Revision>(`/api/cv/revision?id=${revisionId}`),
  update: (revisionId: number, updatedAt: string, edit: RevisionEdit) =>
    api<Revision>("/api/cv/revision", {
      method: "PATCH",
      body: { id: revisionId, updated_at: updatedAt, ...edit },
    }),
  /** Adds the terms to the Original and this revision; answers the revision scored again. */
  confirmTerms: (revisionId: number, terms: TermConfirmation[]) =>
    api<Revision>("/api/cv/revision/confirm", { method: "POST", body: { id: revisionId, terms } }),
  remove: (revisionId: number) =>
    api<{ ok: true }>("/api/cv/revision", { method: "DELETE", body: { id: revisionId } }),
  /** Streams progress; 402 (reason cvGenerations) when no generation is left. */
  generate: (options: GenerateOptions, onProgress: ProgressHandler, signal?: AbortSignal) =>
    streamGeneration<Revision>("/api/cv/generate", options, onProgress, signal),
};

/** "Tailored 12 May 2025, 14:03 · Frontend Engineer" — how a revision is named in lists. */
export function revisionLabel(revision: Pick<RevisionSummary, "created_at" | "desired_role">): string {
  const when = new Date(revision.created_at).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return revision.desired_role ? `${when} · ${revision.desired_role}` : when;
}
