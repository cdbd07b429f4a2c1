import type { OkAnswer } from "../../shared/contracts/fields";
import type {
  GeneratedRevision,
  GenerateRevisionRequest,
  RenameRevisionRequest,
  Revision,
  RevisionEdit,
  RevisionList,
  RevisionSummary,
  TermConfirmation,
  UpdateRevisionRequest,
} from "../../shared/contracts/revisions";
import { api } from "./api-client";
import { type ProgressHandler, streamGeneration } from "./generation-stream";

// Typed calls of the Tailored revisions API (docs/api.md "AI writing"). Requests and answers are
// shared/contracts/revisions.ts.

export type { GeneratedRevision, RevisionEdit, RevisionList, TermConfirmation };
/** What POST /api/cv/generate takes: the resume, and optionally the role, job and instructions. */
export type GenerateOptions = GenerateRevisionRequest;

export const revisionApi = {
  list: (resumeId: number) => api<RevisionList>(`/api/cv/revisions?id=${resumeId}`),
  item: (revisionId: number) => api<Revision>(`/api/cv/revision?id=${revisionId}`),
  update: (revisionId: number, updatedAt: string, edit: RevisionEdit) =>
    api<Revision>("/api/cv/revision", {
      method: "PATCH",
      body: { id: revisionId, updated_at: updatedAt, ...edit } satisfies UpdateRevisionRequest,
    }),
  /** Adds the terms to the Original and this revision; answers the revision scored again. */
  confirmTerms: (revisionId: number, terms: TermConfirmation[]) =>
    api<Revision>("/api/cv/revision/confirm", { method: "POST", body: { id: revisionId, terms } }),
  /** Renames the revision; answers its summary with the trimmed name. */
  rename: (revisionId: number, name: string) =>
    api<RevisionSummary>("/api/cv/revision/name", {
      method: "PATCH",
      body: { id: revisionId, name } satisfies RenameRevisionRequest,
    }),
  remove: (revisionId: number) =>
    api<OkAnswer>("/api/cv/revision", { method: "DELETE", body: { id: revisionId } }),
  /**
   * Streams progress; 402 (reason cvGenerations) when no generation is left. With nothing
   * changed since a revision was written from the same input, answers that one (`unchanged`).
   */
  generate: (options: GenerateOptions, onProgress: ProgressHandler, signal?: AbortSignal) =>
    streamGeneration<GeneratedRevision>("/api/cv/generate", options, onProgress, signal),
};

/** "Nov 25, 2026, 2:06 AM": when a revision was written. */
export function revisionDate(revision: Pick<RevisionSummary, "created_at">): string {
  return new Date(revision.created_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/**
 * What the page says when Regenerate or "Tailor my resume" found nothing changed (the server
 * made no copy and used no generation): which revision it opened instead, and how to get a new one.
 */
export function unchangedNotice(
  revision: Pick<RevisionSummary, "created_at" | "desired_role" | "name">,
): string {
  return `Nothing changed since “${revisionLabel(revision)}” was written on ${revisionDate(revision)}: no new revision was made and no AI generation was used. To tailor again, change your resume, the target role, the job posting or the instructions.`;
}

/** "Clinical Applications Analyst – Riverbend Health System" — how a revision is named in lists. */
export function revisionLabel(
  revision: Pick<RevisionSummary, "created_at" | "desired_role" | "name">,
): string {
  return revision.name || revision.desired_role || revisionDate(revision);
}
