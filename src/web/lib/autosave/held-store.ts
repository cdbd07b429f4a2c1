import type { HeldValue } from "./group-state";

// Values the wizard could not save (invalid, or refused by the server) are kept in this
// browser under "resume-held:{id}", so a reload shows what the user typed, still marked,
// instead of quietly going back to the saved value. A field's entry goes once it saves.

export interface HeldRecord {
  /** The resume's own fields. */
  resume: Record<string, HeldValue>;
  /** Child rows' fields, by "{type}:{row id}". */
  rows: Record<string, Record<string, HeldValue>>;
}

export const heldKey = (resumeId: number) => `resume-held:${resumeId}`;

export const rowHeldKey = (type: string, id: number) => `${type}:${id}`;

/** The browser's localStorage, or nothing (server rendering, storage switched off). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function heldFields(value: unknown): Record<string, HeldValue> {
  if (!isRecord(value)) return {};
  const fields: Record<string, HeldValue> = {};
  for (const [field, item] of Object.entries(value)) {
    if (isRecord(item) && Object.hasOwn(item, "shown")) {
      fields[field] = { shown: item.shown, base: item.base ?? null };
    }
  }
  return fields;
}

/** What is kept for the resume; anything unreadable counts as nothing kept. */
export function readHeld(storage: Storage | undefined, resumeId: number): HeldRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(heldKey(resumeId)) ?? "null");
  } catch {
    parsed = null;
  }
  if (!isRecord(parsed)) return { resume: {}, rows: {} };
  const rows: HeldRecord["rows"] = {};
  for (const [key, fields] of Object.entries(isRecord(parsed.rows) ? parsed.rows : {})) {
    const held = heldFields(fields);
    if (Object.keys(held).length) rows[key] = held;
  }
  return { resume: heldFields(parsed.resume), rows };
}

function isEmptyHeld(record: HeldRecord): boolean {
  return Object.keys(record.resume).length === 0 && Object.keys(record.rows).length === 0;
}

/** The record as it is written ("" when there is nothing to keep: the entry is removed). */
export function serializeHeld(record: HeldRecord): string {
  return isEmptyHeld(record) ? "" : JSON.stringify(record);
}

/** Writes a serialized record; a full or refused storage only loses the keeping, not the edit. */
export function writeHeld(storage: Storage | undefined, resumeId: number, serialized: string): void {
  try {
    if (serialized) storage?.setItem(heldKey(resumeId), serialized);
    else storage?.removeItem(heldKey(resumeId));
  } catch {
    // Quota exceeded or storage disabled: the field stays marked on this page all the same.
  }
}
