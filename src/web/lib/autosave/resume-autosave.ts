import { type ResumeDocument, type ResumeEntityType, resumeFields } from "../../../shared/resume";
import { rowTypes } from "../../../shared/resume-sections";
import { ApiError } from "../api-client";
import { resumeApi } from "../resume-api";
import { ChildRowList, MAX_REFUSALS, pick, type RowEntry, type ServerRow } from "./child-row-list";
import {
  buildPatch,
  createGroup,
  editField,
  type GroupState,
  heldValues,
  isDirty,
  refuseFields,
  restoreHeld,
  settleSaved,
  shownValue,
} from "./group-state";
import { browserStorage, type HeldRecord, readHeld, serializeHeld, writeHeld } from "./held-store";
import { type Job, JobRunner, makeJob } from "./job-runner";
import { mergeOnConflict } from "./merge-on-conflict";
import { resumeCodecFor } from "./resume-codecs";
import { overallStatus, type SaveStatus } from "./save-status";
import { refusedFields } from "./server-refusal";

// The wizard's editing state for one resume, and the saving of it: the resume's own fields
// are one group (PATCH /api/cv/update with updated_at, merged on 409); the child rows live in
// one ChildRowList per type. React reads it through use-autosave.ts; nothing here needs React.
// A field that cannot be saved (invalid, or refused by the server) is held back on its own:
// every other field saves, and the held value is kept in the browser until it saves too.

export type { RowEntry };

/** A field held back from saving, and why (the wizard says where it is). */
export type HeldField =
  | { kind: "resume"; field: string; message: string }
  | {
      kind: "row";
      type: ResumeEntityType;
      row: RowEntry;
      /** The row's position in its list (0-based). */
      index: number;
      field: string;
      message: string;
    };
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
  private readonly storage: Storage | undefined;
  /** What the browser keeps for this resume now, as written. */
  private keptHeld = "";

  constructor(doc: ResumeDocument, storage: Storage | undefined = browserStorage()) {
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
      rowTypes.map((type) => [
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
    this.storage = storage;
    this.restoreHeld(readHeld(storage, doc.id));
  }

  /** Values held on an earlier visit show again, marked; any that are valid now save. */
  private restoreHeld(held: HeldRecord): void {
    this.resume = restoreHeld(this.resume, held.resume, resumeFieldNames);
    if (isDirty(this.resume)) {
      this.resumeErrors = buildPatch(this.resume, resumeCodecFor).errors;
      this.runner.schedule(this.resumeJob, 0);
    }
    for (const type of rowTypes) this.lists[type].restoreHeld(held.rows);
    this.keptHeld = serializeHeld(this.heldRecord());
  }

  private heldRecord(): HeldRecord {
    const rows = Object.assign({}, ...rowTypes.map((type) => this.lists[type].heldValues()));
    return { resume: heldValues(this.resume, this.resumeErrors, resumeCodecFor), rows };
  }

  /** Keeps the held values in the browser (only when they changed). */
  private keepHeld(): void {
    const serialized = serializeHeld(this.heldRecord());
    if (serialized === this.keptHeld) return;
    this.keptHeld = serialized;
    writeHeld(this.storage, this.resumeId, serialized);
  }

  // --- subscription (useSyncExternalStore) ---

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;

  private emit(): void {
    this.keepHeld();
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
    let conflicts = 0;
    let refusals = 0;
    for (;;) {
      const { patch, sent, errors } = buildPatch(this.resume, resumeCodecFor);
      this.resumeErrors = errors;
      if (Object.keys(patch).length === 0) return;
      try {
        const doc = await resumeApi.update(this.resumeId, this.updatedAt, patch);
        this.updatedAt = doc.updated_at;
        this.resume = settleSaved(this.resume, sent, pick(doc, resumeFieldNames), resumeCodecFor);
        return;
      } catch (error) {
        // Fields the server refused are held back with its message; the rest go again now.
        const refused = refusedFields(error, Object.keys(patch));
        if (refused && refusals++ < MAX_REFUSALS) {
          this.resume = refuseFields(this.resume, refused, sent, resumeCodecFor);
          this.emit();
          continue;
        }
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        // Another tab saved first: take its values, keep ours on top, retry once at once
        // (a second conflict waits for the runner's backoff, then merges again).
        const current = conflictCurrent(error) ?? (await resumeApi.item(this.resumeId));
        this.updatedAt = current.updated_at;
        this.resume = mergeOnConflict(this.resume, pick(current, resumeFieldNames), resumeCodecFor);
        this.emit();
        if (conflicts++ > 0) throw error;
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

  /** Whether the saves are done, under way or failing; fields held back do not count here. */
  status(): SaveStatus {
    return overallStatus(this.runner.views());
  }

  /** The fields held back from saving, the resume's own first, then the rows in step order. */
  held(): HeldField[] {
    const held: HeldField[] = Object.entries(this.resumeErrors).map(([field, message]) => ({
      kind: "resume",
      field,
      message,
    }));
    for (const type of rowTypes) {
      this.lists[type].rows.forEach((row, index) => {
        for (const [field, message] of Object.entries(row.errors)) {
          held.push({ kind: "row", type, row, index, field, message });
        }
      });
    }
    return held;
  }

  /**
   * Whether leaving now could lose something: unsaved edits (held fields too: they are only in
   * this browser), saves under way, pending moves.
   */
  hasUnsaved(): boolean {
    if (isDirty(this.resume) || this.runner.busy()) return true;
    return rowTypes.some((type) => this.lists[type].hasUnsaved());
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
