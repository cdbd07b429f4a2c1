import { type ResumeEntityType, resumeEntityFields } from "../../../shared/resume";
import { ApiError } from "../api-client";
import { entityApi } from "../resume-api";
import type { CodecFor } from "./field-codec";
import {
  buildPatch,
  createGroup,
  editField,
  type GroupState,
  type HeldValue,
  heldValues,
  isDirty,
  refuseFields,
  restoreHeld,
  settleSaved,
  shownValue,
  type Values,
} from "./group-state";
import { rowHeldKey } from "./held-store";
import { type Job, type JobRunner, makeJob } from "./job-runner";
import { entityCodecFor } from "./resume-codecs";
import { refusedFields } from "./server-refusal";

// One ordered list of a resume's child rows (experiences, educations, projects or
// certificates). Every row is its own autosaved group: created at once, then saved field by
// field with PATCH /api/entity. Deletes and the order are jobs of their own.

export interface RowEntry {
  /** Stable across the row's life (its id arrives after it is created). */
  readonly key: string;
  id: number | null;
  state: GroupState;
  errors: Readonly<Record<string, string>>;
  readonly job: Job;
  removed: boolean;
}

export type ServerRow = Values & { id: number; order: number };

export const pick = (source: object, fields: readonly string[]): Values =>
  Object.fromEntries(fields.map((field) => [field, (source as Record<string, unknown>)[field]]));

let nextKey = 0;

/** Saves sent again at once after a refusal named some of their fields (each time one fewer). */
export const MAX_REFUSALS = 10;

interface ChildRowListOptions {
  type: ResumeEntityType;
  resumeId: number;
  rows: ServerRow[];
  runner: JobRunner;
  emit: () => void;
}

export class ChildRowList {
  readonly type: ResumeEntityType;
  rows: RowEntry[] = [];
  private readonly resumeId: number;
  private readonly runner: JobRunner;
  private readonly emit: () => void;
  private readonly fields: string[];
  private readonly codecFor: CodecFor;
  private readonly reorderJob: Job;
  private orderDirty = false;
  private orderVersion = 0;
  private deleting = 0;

  constructor({ type, resumeId, rows, runner, emit }: ChildRowListOptions) {
    this.type = type;
    this.resumeId = resumeId;
    this.runner = runner;
    this.emit = emit;
    this.fields = Object.keys(resumeEntityFields[type].shape);
    this.codecFor = entityCodecFor(type);
    this.reorderJob = runner.add(
      makeJob(
        `reorder:${type}`,
        () => this.reorderPending(),
        () => this.saveOrder(),
      ),
    );
    this.rows = [...rows]
      .sort((a, b) => a.order - b.order)
      .map((row) => this.makeRow(row.id, pick(row, this.fields)));
  }

  value(row: RowEntry, field: string): unknown {
    return shownValue(row.state, field, this.codecFor);
  }

  setValue(row: RowEntry, field: string, shown: unknown): void {
    row.state = editField(row.state, field, shown);
    this.runner.touch(row.job);
    this.emit();
  }

  /** Adds an empty row at the end; it is created on the server at once. */
  add(): RowEntry {
    const empty = Object.fromEntries(
      this.fields.map((field) => [field, field === "still_working" ? false : ""]),
    );
    // Rows created at the same time may reach the server in either order: fix it afterwards.
    if (this.rows.some((row) => row.id === null)) this.markOrderDirty(0);
    const row = this.makeRow(null, empty);
    this.rows = [...this.rows, row];
    this.runner.schedule(row.job, 0);
    this.emit();
    return row;
  }

  remove(row: RowEntry): void {
    this.rows = this.rows.filter((item) => item !== row);
    row.removed = true;
    // A create under way finishes first; its row is deleted when its id is known.
    if (!row.job.inFlight) this.runner.remove(row.job);
    if (row.id !== null) this.queueDelete(row.id);
    this.emit();
  }

  /** Moves a row to `index`; the new order is saved after the debounce. */
  move(row: RowEntry, index: number): void {
    const rows = this.rows.filter((item) => item !== row);
    rows.splice(Math.max(0, Math.min(index, rows.length)), 0, row);
    this.rows = rows;
    this.markOrderDirty();
    this.emit();
  }

  /** The values of its rows' held fields, by "{type}:{row id}" (rows not yet created wait). */
  heldValues(): Record<string, Record<string, HeldValue>> {
    const held: Record<string, Record<string, HeldValue>> = {};
    for (const row of this.rows) {
      if (row.id === null || Object.keys(row.errors).length === 0) continue;
      const values = heldValues(row.state, row.errors, this.codecFor);
      if (Object.keys(values).length) held[rowHeldKey(this.type, row.id)] = values;
    }
    return held;
  }

  /** Shows the values kept from an earlier visit, marked at once; what is valid now saves. */
  restoreHeld(held: Readonly<Record<string, Record<string, HeldValue>>>): void {
    for (const row of this.rows) {
      const values = row.id === null ? undefined : held[rowHeldKey(this.type, row.id)];
      if (!values) continue;
      row.state = restoreHeld(row.state, values, this.fields);
      if (!isDirty(row.state)) continue;
      row.errors = buildPatch(row.state, this.codecFor).errors;
      this.runner.schedule(row.job, 0);
    }
  }

  /** Whether anything of the list is not on the server yet. */
  hasUnsaved(): boolean {
    return (
      this.orderDirty ||
      this.deleting > 0 ||
      this.rows.some((row) => row.id === null || isDirty(row.state) || row.job.inFlight)
    );
  }

  private makeRow(id: number | null, base: Values): RowEntry {
    const key = `${this.type}-${nextKey++}`;
    const row: RowEntry = {
      key,
      id,
      state: createGroup(base),
      errors: {},
      removed: false,
      job: makeJob(
        key,
        () => this.rowPending(row),
        () => this.saveRow(row),
      ),
    };
    this.runner.add(row.job);
    return row;
  }

  private rowPending(row: RowEntry): boolean {
    if (row.removed) return false;
    const { patch, errors } = buildPatch(row.state, this.codecFor);
    row.errors = errors;
    return row.id === null || Object.keys(patch).length > 0;
  }

  /** Saves the row; fields the server refuses are held back and the rest sent again at once. */
  private async saveRow(row: RowEntry): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const { patch, sent, errors } = buildPatch(row.state, this.codecFor);
      row.errors = errors;
      if (row.id !== null && Object.keys(patch).length === 0) return;
      try {
        await this.sendRow(row, patch, sent);
        return;
      } catch (error) {
        const refused = refusedFields(error, Object.keys(patch));
        if (!refused || attempt >= MAX_REFUSALS) throw error;
        row.state = refuseFields(row.state, refused, sent, this.codecFor);
        this.emit();
      }
    }
  }

  private async sendRow(row: RowEntry, patch: Record<string, unknown>, sent: Values): Promise<void> {
    if (row.id === null) {
      const created = await entityApi.create<ServerRow>(this.type, this.resumeId, patch);
      row.id = created.id;
      row.state = settleSaved(row.state, sent, pick(created, this.fields), this.codecFor);
      if (row.removed) {
        this.runner.remove(row.job);
        this.queueDelete(created.id);
      } else if (this.orderDirty) {
        this.runner.schedule(this.reorderJob, 0);
      }
      return;
    }
    const saved = await entityApi.update<ServerRow>(this.type, row.id, patch);
    row.state = settleSaved(row.state, sent, pick(saved, this.fields), this.codecFor);
  }

  private queueDelete(id: number): void {
    this.deleting += 1;
    let done = false;
    const job = makeJob(
      `delete:${this.type}:${id}`,
      () => !done,
      async () => {
        try {
          await entityApi.remove(this.type, id);
        } catch (error) {
          // Already gone (another tab removed it): that is what we wanted.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
        done = true;
        this.deleting -= 1;
        this.runner.remove(job);
        if (this.orderDirty) this.runner.schedule(this.reorderJob, 0);
      },
    );
    this.runner.add(job);
    this.runner.schedule(job, 0);
  }

  private markOrderDirty(delayMs?: number): void {
    this.orderDirty = true;
    this.orderVersion += 1;
    this.runner.touch(this.reorderJob, delayMs);
  }

  /** The order can be sent once every row has its id and no delete is on its way. */
  private reorderPending(): boolean {
    return this.orderDirty && this.deleting === 0 && this.rows.every((row) => row.id !== null);
  }

  private async saveOrder(): Promise<void> {
    const version = this.orderVersion;
    const ids = () => this.rows.map((row) => row.id as number);
    try {
      await entityApi.reorder(this.type, this.resumeId, ids());
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 400)) throw error;
      // Rows were added or removed in another tab: take them in, then send our order again.
      await this.syncRows();
      await entityApi.reorder(this.type, this.resumeId, ids());
    }
    if (this.orderVersion === version) this.orderDirty = false;
  }

  private async syncRows(): Promise<void> {
    const server = await entityApi.list<ServerRow>(this.type, this.resumeId);
    const serverIds = new Set(server.map((row) => row.id));
    const known = new Set(this.rows.map((row) => row.id));
    for (const row of this.rows) if (row.id !== null && !serverIds.has(row.id)) this.runner.remove(row.job);
    this.rows = [
      ...this.rows.filter((row) => row.id === null || serverIds.has(row.id)),
      ...server
        .filter((row) => !known.has(row.id))
        .map((row) => this.makeRow(row.id, pick(row, this.fields))),
    ];
    this.emit();
  }
}
