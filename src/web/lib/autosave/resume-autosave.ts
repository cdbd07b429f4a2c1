import {
  type ResumeDocument,
  type ResumeEntityType,
  resumeEntityFields,
  resumeFields,
} from "../../../shared/resume";
import { ApiError } from "../api-client";
import { resumeApi } from "../resume-api";
import { ChildRowList, pick, type RowEntry, type ServerRow } from "./child-row-list";
import {
  buildPatch,
  createGroup,
  editField,
  type GroupState,
  isDirty,
  settleSaved,
  shownValue,
} from "./group-state";
import { type Job, JobRunner, makeJob } from "./job-runner";
import { mergeOnConflict } from "./merge-on-conflict";
import { resumeCodecFor } from "./resume-codecs";
import { overallStatus, type SaveStatus } from "./save-status";

// The wizard's editing state for one resume, and the saving of it: the resume's own fields
// are one group (PATCH /api/cv/update with updated_at, merged on 409); the child rows live in
// one ChildRowList per type. React reads it through use-autosave.ts; nothing here needs React.

export type { RowEntry };
export const entityTypes = Object.keys(resumeEntityFields) as ResumeEntityType[];
const resumeFieldNames = Object.keys(resumeFields.shape);

/** The server's current document, when the 409 carries it (docs/api.md: details.current). */
function conflictCurrent(error: unknown): ResumeDocument | undefined {
  return (error as { details?: { current?: ResumeDocument } }).details?.current;
}

export class ResumeAutosave {
  readonly resumeId: number;
  /** The photo when the resume was loaded; photos save on their own (they do not autosave). */
  readonly initialImageName: string | null;
  private updatedAt: string;
  private resume: GroupState;
  private resumeErrors: Readonly<Record<string, string>> = {};
  private readonly lists: Record<ResumeEntityType, ChildRowList>;
  private readonly runner: JobRunner;
  private readonly resumeJob: Job;
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(doc: ResumeDocument) {
    this.resumeId = doc.id;
    this.initialImageName = doc.image_name;
    this.updatedAt = doc.updated_at;
    this.resume = createGroup(pick(doc, resumeFieldNames));
    this.runner = new JobRunner(() => this.emit());
    this.resumeJob = this.runner.add(
      makeJob(
        "resume",
        () => this.resumePending(),
        () => this.saveResume(),
      ),
    );
    const emit = () => this.emit();
    this.lists = Object.fromEntries(
      entityTypes.map((type) => [
        type,
        new ChildRowList({
          type,
          resumeId: doc.id,
          rows: doc[type] as ServerRow[],
          runner: this.runner,
          emit,
        }),
      ]),
    ) as Record<ResumeEntityType, ChildRowList>;
  }

  // --- subscription (useSyncExternalStore) ---

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  // --- the resume's own fields ---

  value(field: string): unknown {
    return shownValue(this.resume, field, resumeCodecFor);
  }
  error(field: string): string | undefined {
    return this.resumeErrors[field];
  }
  setValue(field: string, shown: unknown): void {
    this.resume = editField(this.resume, field, shown);
    this.runner.touch(this.resumeJob);
    this.emit();
  }

  // Computing the patch also refreshes which fields are held back and why.
  private resumePending(): boolean {
    const { patch, errors } = buildPatch(this.resume, resumeCodecFor);
    this.resumeErrors = errors;
    return Object.keys(patch).length > 0;
  }

  private async saveResume(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const { patch, sent, errors } = buildPatch(this.resume, resumeCodecFor);
      this.resumeErrors = errors;
      if (Object.keys(patch).length === 0) return;
      try {
        const doc = await resumeApi.update(this.resumeId, this.updatedAt, patch);
        this.updatedAt = doc.updated_at;
        this.resume = settleSaved(this.resume, sent, pick(doc, resumeFieldNames), resumeCodecFor);
        return;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        // Another tab saved first: take its values, keep ours on top, retry once at once
        // (a second conflict waits for the runner's backoff, then merges again).
        const current = conflictCurrent(error) ?? (await resumeApi.item(this.resumeId));
        this.updatedAt = current.updated_at;
        this.resume = mergeOnConflict(this.resume, pick(current, resumeFieldNames), resumeCodecFor);
        this.emit();
        if (attempt > 0) throw error;
      }
    }
  }

  // --- child rows ---

  rows(type: ResumeEntityType): readonly RowEntry[] {
    return this.lists[type].rows;
  }
  rowValue(type: ResumeEntityType, row: RowEntry, field: string): unknown {
    return this.lists[type].value(row, field);
  }
  rowError(row: RowEntry, field: string): string | undefined {
    return row.errors[field];
  }
  /** The server's refusal of the row (400), to show beside it. */
  rowFailure(row: RowEntry): string | undefined {
    return row.job.failure?.kind === "rejected" ? row.job.failure.message : undefined;
  }
  setRowValue(type: ResumeEntityType, row: RowEntry, field: string, shown: unknown): void {
    this.lists[type].setValue(row, field, shown);
  }
  addRow(type: ResumeEntityType): RowEntry {
    return this.lists[type].add();
  }
  removeRow(type: ResumeEntityType, row: RowEntry): void {
    this.lists[type].remove(row);
  }
  moveRow(type: ResumeEntityType, row: RowEntry, index: number): void {
    this.lists[type].move(row, index);
  }

  // --- the whole ---

  status(): SaveStatus {
    const invalid =
      Object.keys(this.resumeErrors).length > 0 || entityTypes.some((type) => this.lists[type].hasErrors());
    return overallStatus(this.runner.views(), invalid);
  }

  /** Whether leaving now could lose something: unsaved edits, saves under way, pending moves. */
  hasUnsaved(): boolean {
    if (isDirty(this.resume) || this.runner.busy()) return true;
    return entityTypes.some((type) => this.lists[type].hasUnsaved());
  }

  /** Saves everything that can be saved now, without waiting for the debounce. */
  flushAll(): void {
    this.runner.runAll();
  }

  /** Resolves true once everything is saved, false on a failure or after `timeoutMs`. */
  whenSaved(timeoutMs = 10_000): Promise<boolean> {
    this.flushAll();
    return new Promise((resolve) => {
      const check = () => {
        if (!this.hasUnsaved()) finish(true);
        else if (this.status().kind !== "saving") finish(false);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const unsubscribe = this.subscribe(check);
      function finish(saved: boolean) {
        clearTimeout(timer);
        unsubscribe();
        resolve(saved);
      }
      check();
    });
  }

  /** Retries failed saves at once (the browser is back online). */
  retryNow(): void {
    this.runner.retryFailed();
  }

  /** Sends what is pending one last time and stops (the wizard is closing). */
  dispose(): void {
    this.runner.runAll();
    this.runner.dispose();
    this.listeners.clear();
  }
}
